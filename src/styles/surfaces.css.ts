// The framed surfaces several screens draw alike, as style objects each feature names for
// itself (`card`, `form`, `alert`) and adjusts where its screen differs.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** One item of a list, lifted off the page: a request on either side. */
export const listCard = {
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
} satisfies StyleRule;

/** A framed column holding a form or what it led to. */
export const formPanel = {
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
} satisfies StyleRule;

/** What went wrong, framed in the danger colour. */
export const alertBox = {
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: '#fdecea',
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
} satisfies StyleRule;

/** A short status word in a pill; each screen chooses its colours. */
export const statusPill = {
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: '2px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
} satisfies StyleRule;
