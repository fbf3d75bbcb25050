import { style } from '@vanilla-extract/css';
import { formPanel } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const form = style({ ...formPanel, maxInlineSize: '36rem' });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const problem = style({ color: vars.color.danger });

export const plan = style({ display: 'grid', gap: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md });

export const textArea = style({
  font: 'inherit',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const tab = style({ display: 'grid', gap: vars.space.lg });
