import { globalStyle, style } from '@vanilla-extract/css';
import { formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '44rem' });

export const invoice = style({ ...formPanel, gap: vars.space.sm });

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.brandStrong, margin: 0 });

export const seller = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const lines = style({ inlineSize: '100%', borderCollapse: 'collapse' });

globalStyle(`${lines} th, ${lines} td`, {
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${lines} td`, { textAlign: 'end' });

export const totalRow = style({ fontWeight: 700 });

export const qr = style({ inlineSize: '10rem', blockSize: '10rem', justifySelf: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// Printing the receipt's page prints the invoice alone, on white, wherever it sits on screen.
globalStyle(`body:has(${invoice}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${invoice}, ${invoice} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(invoice, {
  '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, border: 'none', boxShadow: 'none' } },
});
