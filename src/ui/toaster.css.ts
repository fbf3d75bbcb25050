import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.ts';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInline: vars.space.md,
  zIndex: 20,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.sm,
    inlineSize: 'min(100%, 28rem)',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    animation: `${enter} 160ms ease-out`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    destructive: {
      true: { background: vars.color.danger, color: vars.color.onDanger },
      false: { background: vars.color.brandStrong, color: vars.color.onBrand },
    },
  },
});

export const title = style({ fontWeight: 700 });

export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'start' });

export const toastButton = style({
  minBlockSize: vars.size.target,
  minInlineSize: vars.size.target,
  paddingInline: vars.space.sm,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
