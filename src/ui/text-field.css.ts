import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style({
  minBlockSize: vars.size.target,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const problem = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });
