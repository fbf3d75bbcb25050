import { style } from '@vanilla-extract/css';
import { formPanel, listCard } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '44rem', minInlineSize: 0 });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const totals = style({ ...formPanel, gap: vars.space.sm });

export const totalsTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', gap: `${vars.space.xs} ${vars.space.md}` });

export const term = style({ color: vars.color.textMuted });

export const amount = style({ margin: 0, textAlign: 'end', fontWeight: 700 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

// Number and total on the first line, then its kind, what and when, each on its own: a phone's width holds both.
export const item = style({
  ...listCard,
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gridTemplateAreas: '"number total" "kind kind" "what what" "when when"',
  gap: vars.space.xs,
});

export const itemTitle = style({ gridArea: 'number', fontSize: vars.fontSize.lg, margin: 0 });

export const itemTotal = style({ gridArea: 'total', margin: 0, fontWeight: 700 });

export const kind = style({ gridArea: 'kind', margin: 0 });

export const what = style({ gridArea: 'what', margin: 0, overflowWrap: 'anywhere' });

export const when = style({ gridArea: 'when', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
