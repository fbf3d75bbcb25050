import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { listCard, statusPill } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const card = style(listCard);

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const badge = recipe({
  base: { ...statusPill, border: '1px solid currentColor' },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      good: { color: vars.color.success },
      bad: { color: vars.color.danger },
      waiting: { color: vars.color.brandStrong, background: vars.color.surfaceSunken },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const cardLink = style({ color: 'inherit', textDecorationThickness: '1px', textUnderlineOffset: '0.2em' });

export const cancelled = style({ display: 'grid', gap: vars.space.xs });

globalStyle(`${cancelled} p`, { margin: 0 });
