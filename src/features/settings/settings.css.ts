import { style } from '@vanilla-extract/css';
import { alertBox, formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '36rem' });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong });

export const form = style(formPanel);

export const formTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const error = style({ ...alertBox, margin: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
