import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

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
