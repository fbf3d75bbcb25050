import { style } from '@vanilla-extract/css';
import { formPanel, statusPill } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';
import { fittingColumns } from '../../styles/fitting-columns.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const status = style({ ...formPanel, gridTemplateColumns: fittingColumns('12rem') });

export const figure = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const countdown = style({ display: 'flex', gap: vars.space.sm, margin: 0, fontVariantNumeric: 'tabular-nums' });

export const limitCard = style({ ...formPanel, borderColor: vars.color.danger });

export const badge = style({ ...statusPill, background: '#f5b301', color: '#3b2a00' });

export const invoiceLink = style({ justifySelf: 'start' });
