import { style } from '@vanilla-extract/css';
import { formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ ...formPanel, maxInlineSize: '28rem', marginInline: 'auto', boxShadow: vars.shadow.raised });

export const note = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
