import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '48rem', lineHeight: 1.6 });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const version = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heading = style({ fontSize: vars.fontSize.xl, marginBlockStart: vars.space.md, marginBlockEnd: 0 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const link = style({ color: vars.color.brandStrong, textDecoration: 'underline' });

export const banner = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const bannerTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const bannerText = style({ margin: 0 });
