import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// In the page's flow above its content, never over it; empty (no box at all) while online.
export const banner = style({
  marginBlockEnd: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
