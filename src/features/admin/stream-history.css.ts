import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const history = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.sm });

export const entry = style({ display: 'grid', gap: '2px' });

export const what = style({ fontWeight: 600 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
