import { style } from '@vanilla-extract/css';
import { listCard, statusPill } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';
import { fittingColumns } from '../../styles/fitting-columns.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const empty = style({ color: vars.color.textMuted, margin: 0 });

export const offers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: fittingColumns('16rem'),
});

export const offer = style({ ...listCard, alignContent: 'start' });

export const offerTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const discount = style({ ...statusPill, margin: 0, justifySelf: 'start', background: vars.color.brand, color: vars.color.onBrand });

/** The admin's line breaks are kept. */
export const text = style({ margin: 0, whiteSpace: 'pre-line' });

export const ends = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
