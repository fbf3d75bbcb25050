import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const tab = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const muted = style({ display: 'block', margin: 0, color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.sm });

// A screen a little narrow for the table scrolls it, not the page.
export const scroller = style({ inlineSize: '100%', overflowX: 'auto' });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

// On a phone each document is a block of its own, one line under the other; the column
// headings are left to screen readers (each cell still reads in its row).
const phone = 'screen and (max-width: 48rem)';
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} th, ${table} td`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${table} thead`, {
  '@media': { [phone]: { position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
globalStyle(`${table} tr`, { '@media': { [phone]: { paddingBlock: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} th, ${table} td`, { '@media': { [phone]: { borderBlockEnd: 'none', paddingBlock: vars.space.xs, paddingInline: 0 } } });

export const messages = style({ margin: 0, paddingInlineStart: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted, textAlign: 'start' });
