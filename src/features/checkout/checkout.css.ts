import { style } from '@vanilla-extract/css';
import { alertBox, formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '40rem' });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const summary = style({ ...formPanel, gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.lg, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const total = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const form = style(formPanel);

export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md });

export const problem = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const alert = style(alertBox);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const brandMark = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brandStrong,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const methodTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
