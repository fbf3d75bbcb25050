import { style } from '@vanilla-extract/css';
import { listCard } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '44rem', minInlineSize: 0 });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  ...listCard,
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const fresh = style({ borderInlineStart: `4px solid ${vars.color.brand}` });

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });

export const itemTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });

export const newMark = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
});

export const about = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const text = style({ margin: 0 });
