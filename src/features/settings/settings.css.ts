import { style } from '@vanilla-extract/css';
import { alertBox, formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '36rem' });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong });

export const form = style(formPanel);

export const formTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const error = style({ ...alertBox, margin: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const switchRow = style({ display: 'grid', gap: vars.space.xs });

export const switchLabel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: vars.size.target,
  fontWeight: 600,
  cursor: 'pointer',
});

// A track with a knob, drawn on the checkbox itself so the browser keeps its keyboard and focus.
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  order: 1,
  flexShrink: 0,
  inlineSize: '48px',
  blockSize: '28px',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  cursor: 'pointer',
  transition: 'background 120ms',
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '3px',
    insetInlineStart: '3px',
    inlineSize: '22px',
    blockSize: '22px',
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceRaised,
    transition: 'inset-inline-start 120ms',
  },
  selectors: {
    '&:checked': { background: vars.color.brand },
    '&:checked::before': { insetInlineStart: '23px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
