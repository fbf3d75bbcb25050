import { style } from '@vanilla-extract/css';
import { listCard } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const tab = style({ display: 'grid', gap: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({ ...listCard, gridTemplateColumns: '1fr', alignItems: 'center' });

export const customer = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
