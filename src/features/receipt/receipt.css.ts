import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '44rem' });

export const invoice = style({ ...formPanel, gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.brandStrong, margin: 0 });

export const seller = style({ display: 'grid', gap: vars.space.xs });

globalStyle(`${seller} p`, { margin: 0 });

export const address = style({ fontStyle: 'normal' });

export const lines = style({ inlineSize: '100%', borderCollapse: 'collapse' });

globalStyle(`${lines} th, ${lines} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${lines} td`, { textAlign: 'end' });

export const totalRow = style({ fontWeight: 700 });

export const qr = style({ inlineSize: '10rem', blockSize: '10rem', justifySelf: 'center' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// Printing (and so "Save as PDF") gives the invoice alone, wherever it sits on screen: all that
// is beside it or beside its ancestors is left out, not just hidden (hidden, it would still
// take pages), and its ancestors lose their own spacing, frames and backgrounds. The page is
// A4 (invoice-page.css).
const printed = (rule: GlobalStyleRule) => ({ '@media': { print: rule } });

globalStyle(`body:has(${invoice}) :not(:has(${invoice}), ${invoice}, ${invoice} *)`, printed({ display: 'none' }));
globalStyle(
  `:root:has(${invoice}), :root:has(${invoice}) :has(${invoice})`,
  printed({
    display: 'block',
    margin: 0,
    padding: 0,
    border: 'none',
    background: 'white',
    boxShadow: 'none',
    minBlockSize: 0,
    maxInlineSize: 'none',
  }),
);
globalStyle(invoice, printed({ border: 'none', borderRadius: 0, boxShadow: 'none', padding: 0, background: 'none' }));
