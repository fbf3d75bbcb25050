import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// On a phone (up to 30rem wide) nothing floats over the page: the corner buttons join the
// flow below the content, so they can never hide its last controls.
const phone = 'screen and (max-width: 30rem)';

export const main = style({
  paddingBlockStart: `calc(${vars.size.topBar} + ${vars.space.lg})`,
  paddingBlockEnd: `calc(${vars.size.target} + ${vars.space.xxl})`,
  paddingInline: vars.space.md,
  marginInline: 'auto',
  maxInlineSize: vars.size.content,
  '@media': { [phone]: { paddingBlockEnd: vars.space.lg } },
});

const floating = {
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  zIndex: 5,
  boxShadow: vars.shadow.raised,
  '@media': {
    [phone]: { position: 'static', boxShadow: 'none', marginInlineStart: vars.space.md, marginBlockEnd: vars.space.lg },
  },
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
