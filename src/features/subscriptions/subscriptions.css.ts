import { style } from '@vanilla-extract/css';
import { listCard, statusPill } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';
import { fittingColumns } from '../../styles/fitting-columns.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const plans = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: fittingColumns('16rem'),
});

export const plan = style({ ...listCard, alignContent: 'start' });

export const recommendedPlan = style({ borderColor: vars.color.brand, borderWidth: '2px' });

export const planName = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const recommended = style({ ...statusPill, background: vars.color.brand, color: vars.color.onBrand, justifySelf: 'start' });

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });

export const features = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const invoices = style({ ...listCard, alignContent: 'start' });

export const invoiceList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.sm });
