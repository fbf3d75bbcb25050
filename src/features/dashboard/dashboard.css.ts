import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { fittingColumns } from '../../styles/fitting-columns.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const identity = style({ color: vars.color.textMuted });

export const shortcuts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: fittingColumns('14rem'),
});

const raisedCard = {
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
  textDecoration: 'none',
} as const;

export const card = style({
  ...raisedCard,
  // The VIP card is a button for a customer without a plan: it reads like the others.
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const vipBadge = style({
  display: 'inline-block',
  margin: 0,
  marginBlockStart: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: '#f5b301',
  color: '#3b2a00',
  fontWeight: 700,
});

export const cardTitle = style({ fontWeight: 700, fontSize: vars.fontSize.lg, color: vars.color.brandStrong });

export const cardText = style({ color: vars.color.textMuted });

export const services = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const serviceGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: fittingColumns('9rem', 'auto-fill'),
});

export const serviceCard = style({
  ...raisedCard,
  justifyItems: 'center',
  textAlign: 'center',
  fontWeight: 600,
  minBlockSize: '7rem',
  alignContent: 'center',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const serviceIcon = style({ color: vars.color.brand });

export const countBadge = style({
  marginInlineStart: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  verticalAlign: 'middle',
});
