import { style, styleVariants } from '@vanilla-extract/css';
import { formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '48rem', marginInline: 'auto', inlineSize: '100%' });

export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.brandStrong });

export const thread = style({
  ...formPanel,
  padding: vars.space.md,
  blockSize: 'min(60vh, 40rem)',
  overflowY: 'auto',
  alignContent: 'start',
});

export const messages = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

// Off-screen messages skip layout and paint: a thread of 1,000 messages scrolls smoothly.
const entry = style({ display: 'grid', gap: vars.space.xs, contentVisibility: 'auto', containIntrinsicSize: 'auto 4rem' });

export const message = styleVariants({
  mine: [entry, { justifyItems: 'end' }],
  theirs: [entry, { justifyItems: 'start' }],
});

const bubbleBase = style({
  maxInlineSize: '80%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const bubble = styleVariants({
  mine: [bubbleBase, { background: vars.color.brand, color: vars.color.onBrand }],
  theirs: [bubbleBase, { background: vars.color.surfaceSunken, color: vars.color.text }],
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, display: 'flex', gap: vars.space.sm });

export const systemLine = style({ justifySelf: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted, contentVisibility: 'auto' });

export const composer = style({ display: 'grid', gap: vars.space.sm });

export const composerRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end' });

export const input = style({
  flex: 1,
  minBlockSize: vars.size.target,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  resize: 'vertical',
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const problem = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

export const empty = style({ color: vars.color.textMuted, justifySelf: 'center' });
