import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { listCard } from '../../styles/surfaces.css.ts';

export const narrow = style({ maxInlineSize: '28rem', marginInline: 'auto' });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong });

export const identity = style({ color: vars.color.textMuted });

// An email address moves to the next line whole rather than breaking at its hyphen; only one
// too long for the line breaks, anywhere.
export const address = style({ display: 'inline-block', maxInlineSize: '100%', overflowWrap: 'anywhere' });

/** The reminder of what the company still lacks for tax invoices. */
export const setupCard = style({
  ...listCard,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  marginBlock: vars.space.md,
});

export const setupTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const setupList = style({ margin: 0, paddingInlineStart: vars.space.lg });
