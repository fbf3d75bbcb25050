import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { formPanel, listCard, statusPill } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';
import { fittingColumns } from '../../../styles/fitting-columns.ts';

export const tab = style({ display: 'grid', gap: vars.space.md });

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: fittingColumns('10rem'),
  alignItems: 'end',
});

export const searchBox = style({ gridColumn: '1 / -1' });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const empty = style({ paddingBlock: vars.space.lg, color: vars.color.textMuted, margin: 0 });

// Compact cards, side by side where there is room: a laptop screen shows eight customers at once.
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: fittingColumns('19rem', 'auto-fill'),
});

export const card = style({ ...listCard, gap: 0, paddingBlock: vars.space.xs, alignContent: 'start' });

export const cardTop = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const name = style({ fontSize: vars.fontSize.md, margin: 0, overflowWrap: 'anywhere' });

export const nameLink = style({ display: 'inline-flex', alignItems: 'center', minBlockSize: vars.size.target, fontWeight: 700 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, overflowWrap: 'anywhere' });

export const noWrap = style({ whiteSpace: 'nowrap' });

export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const pageNumber = style({ fontWeight: 600, margin: 0 });

export const stateBadge = recipe({
  base: statusPill,
  variants: {
    state: {
      active: { background: '#dcf3e6', color: '#0b5233' },
      unclaimed: { background: vars.color.surfaceSunken, color: vars.color.text },
      suspended: { background: '#fde2df', color: '#8a1c12' },
      erased: { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
});

export const page = style({ display: 'grid', gap: vars.space.lg });

export const pageHeader = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export { factList as facts } from '../../../styles/fact-list.css.ts';

export const actions = style({ ...formPanel, padding: vars.space.md });

export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const userText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 });

export const linkList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs });

export const linkItem = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const link = style({ display: 'inline-flex', alignItems: 'center', minBlockSize: vars.size.target, fontWeight: 600 });




export const register = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const registerCell = style({ textAlign: 'start', paddingBlock: vars.space.xs, paddingInlineEnd: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` });
