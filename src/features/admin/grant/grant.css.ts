import { keyframes, style } from '@vanilla-extract/css';
import { alertBox, formPanel } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '36rem' });

export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'space-between', alignItems: 'start' });

export const sync = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', maxInlineSize: '20rem' });

export const syncExplained = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong, margin: 0 });

export const form = style(formPanel);

export const plans = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 'none', padding: 0, margin: 0 });

export const plan = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', minBlockSize: vars.size.target });

export const alert = style({ ...alertBox, margin: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  marginInlineEnd: vars.space.xs,
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
