import { globalStyle, style } from '@vanilla-extract/css';
import { listCard } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0, color: vars.color.danger });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const notice = style([
  listCard,
  { borderInlineStart: `4px solid ${vars.color.danger}`, display: 'grid', gap: vars.space.sm },
]);

export const noticeTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

globalStyle(`${notice} p`, { margin: 0 });

export const reason = style({ color: vars.color.danger });

export const content = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  userSelect: 'text',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
