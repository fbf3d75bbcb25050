import { style } from '@vanilla-extract/css';
import { formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '44rem', minInlineSize: 0 });

export const header = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const section = style({ ...formPanel, gap: vars.space.sm, minInlineSize: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export { facts, term, detail } from './request-fact-list.css.ts';

export const amount = style({ margin: 0, textAlign: 'end' });

export const total = style({ fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const step = style({
  display: 'grid',
  gap: '2px',
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.brand}`,
});

export const stepName = style({ fontWeight: 700 });

export const stepTime = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
