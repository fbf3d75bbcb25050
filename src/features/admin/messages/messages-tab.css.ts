import { style } from '@vanilla-extract/css';
import { listCard } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  ...listCard,
  textDecoration: 'none',
  color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const heading = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const customer = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const preview = style({
  margin: 0,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unread = style({
  minInlineSize: '1.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textAlign: 'center',
  fontWeight: 700,
});

export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
