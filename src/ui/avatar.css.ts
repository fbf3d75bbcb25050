import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const avatar = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  overflow: 'hidden',
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const frame = style({ position: 'relative', display: 'inline-block' });

export const crown = style({
  position: 'absolute',
  insetBlockStart: '-0.45rem',
  insetInlineEnd: '-0.35rem',
  inlineSize: '1.1rem',
  blockSize: '1.1rem',
  color: '#f5b301',
});
