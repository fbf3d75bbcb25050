import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const main = style({
  paddingBlockStart: `calc(${vars.size.topBar} + ${vars.space.lg})`,
  paddingBlockEnd: `calc(${vars.size.target} + ${vars.space.xxl})`,
  paddingInline: vars.space.md,
  marginInline: 'auto',
  maxInlineSize: vars.size.content,
});

const floating = {
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  zIndex: 5,
  boxShadow: vars.shadow.raised,
} as const;

export const languageCorner = style({ ...floating, insetInlineEnd: vars.space.md });

export const adminCorner = style({ ...floating, insetInlineStart: vars.space.md });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: '-100px',
  zIndex: 30,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  selectors: { '&:focus': { insetBlockStart: vars.space.md } },
});

export const notFound = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', paddingBlock: vars.space.xl });
