import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const dialog = style({
  inlineSize: `min(calc(100% - 2 * ${vars.space.md}), 28rem)`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&::backdrop': { background: 'rgb(16 24 40 / 0.45)' },
  },
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const body = style({ display: 'grid', gap: vars.space.sm, color: vars.color.text });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
