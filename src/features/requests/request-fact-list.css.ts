import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// The terms take what they need up to a share of a phone's width; long values wrap, never scroll.
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere', minInlineSize: 0 });

export const photo = style({ maxInlineSize: '100%', maxBlockSize: '16rem', borderRadius: vars.radius.md, objectFit: 'contain' });
