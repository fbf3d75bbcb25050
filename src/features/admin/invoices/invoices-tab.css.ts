import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const tab = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const muted = style({ display: 'block', margin: 0, color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.sm });

// A narrow screen scrolls the table, not the page.
export const scroller = style({ inlineSize: '100%', overflowX: 'auto' });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const messages = style({ margin: 0, paddingInlineStart: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'start' });
