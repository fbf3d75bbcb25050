import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '36rem' });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const formTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: '#fdecea',
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
});
