import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { fittingColumns } from '../../../styles/fitting-columns.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const email = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const addForm = style({ display: 'grid', gap: vars.space.md });

export const qr = style({ inlineSize: '12rem', blockSize: '12rem' });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: fittingColumns('8rem', 'auto-fill'),
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: 'ui-monospace, monospace',
});
