import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const form = style({ display: 'grid', gap: vars.space.sm });

export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, border: 'none', margin: 0, padding: 0 });

export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, marginBlockEnd: vars.space.xs, padding: 0 });

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});

export const glyphs = style({ color: '#b7791f', letterSpacing: '1px' });

export const comment = style({ font: 'inherit', padding: vars.space.sm, minBlockSize: '5rem' });

export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const quote = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
