import { globalStyle, style } from '@vanilla-extract/css';
import { alertBox, formPanel, listCard } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';
import { fittingColumns } from '../../../styles/fitting-columns.ts';

export const tab = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const rangeForm = style({
  ...formPanel,
  gridTemplateColumns: 'repeat(2, minmax(0, 12rem))',
  alignItems: 'end',
  '@media': { '(max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const rangeProblem = style({ ...alertBox, gridColumn: '1 / -1', margin: 0 });

export const bigNumbers = style({
  display: 'grid',
  gridTemplateColumns: fittingColumns('9.5rem'),
  gap: vars.space.md,
  margin: 0,
});

export const bigNumber = style({ ...listCard, gap: vars.space.xs, alignContent: 'start' });

globalStyle(`${bigNumber} dt`, { color: vars.color.textMuted, fontWeight: 600, fontSize: vars.fontSize.sm });

globalStyle(`${bigNumber} dd`, { margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700, lineHeight: 1.2 });

export const bigNumberNote = style({});

globalStyle(`${bigNumber} ${bigNumberNote}`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: fittingColumns('26rem'),
  gap: vars.space.md,
});

export const chartCard = style({ ...listCard, margin: 0, minInlineSize: 0, alignContent: 'start' });

export const chartTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const chart = style({ minInlineSize: 0, inlineSize: '100%' });

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: '0.9em',
  blockSize: '0.9em',
  borderRadius: vars.radius.sm,
  marginInlineEnd: vars.space.xs,
  verticalAlign: 'middle',
});

export const figures = style({ fontSize: vars.fontSize.sm });

export const summary = style({ cursor: 'pointer', paddingBlock: vars.space.sm, fontWeight: 600 });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

globalStyle(`${table} td`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const exports = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
