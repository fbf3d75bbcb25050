import { style } from '@vanilla-extract/css';
import { listCard } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({ ...listCard, boxShadow: 'none' });

export const name = style({ fontWeight: 600, margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
