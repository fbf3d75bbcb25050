import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const preview = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  maxInlineSize: '100%',
});

// Shown whole, never wider than the form or taller than a phone's half screen.
export const image = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '16rem',
  blockSize: 'auto',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
});
