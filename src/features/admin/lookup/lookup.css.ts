import { globalStyle, style } from '@vanilla-extract/css';
import { listCard } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const tab = style({ display: 'grid', gap: vars.space.lg });

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  '@media': { '(max-width: 30rem)': { gridTemplateColumns: '1fr' } },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const hits = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });

export const card = style({ ...listCard, gap: vars.space.md, minInlineSize: 0 });

export const cardTop = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const kind = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600, margin: 0 });

export const title = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });

export { factList as facts } from '../../../styles/fact-list.css.ts';

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });

// As flex items, the words and the number lose the space between them: the gap puts it back.
export const link = style({ justifySelf: 'start', minBlockSize: vars.size.target, display: 'inline-flex', alignItems: 'center', columnGap: '0.25em', fontWeight: 600 });

export const trail = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const trailCaption = style({ textAlign: 'start', fontWeight: 700, fontSize: vars.fontSize.md, paddingBlockEnd: vars.space.sm });

globalStyle(`${trail} th, ${trail} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // Not 'anywhere': a column may not squeeze a word ('Customer') into two lines.
  overflowWrap: 'break-word',
});

globalStyle(`${trail} thead th`, { color: vars.color.textMuted, fontWeight: 600 });

globalStyle(`${trail} tbody th`, { fontWeight: 600 });
