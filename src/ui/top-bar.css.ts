import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 10,
  blockSize: vars.size.topBar,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.target,
  color: vars.color.brandStrong,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const logoMark = style({ inlineSize: '36px', blockSize: '36px', flexShrink: 0 });

export const menuAnchor = style({ position: 'relative' });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: 0,
  border: 'none',
  background: 'none',
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
});

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: `calc(100% + ${vars.space.sm})`,
  minInlineSize: '15rem',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const menuIdentity = style({
  display: 'grid',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const menuEmail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const customerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.target,
  blockSize: vars.size.target,
  borderRadius: vars.radius.pill,
  color: vars.color.brandStrong,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

export const bellCount = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '0',
  minInlineSize: '20px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});
