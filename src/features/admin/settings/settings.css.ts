import { style } from '@vanilla-extract/css';
import { formPanel, statusPill } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';
import { fittingColumns } from '../../../styles/fitting-columns.ts';

export const form = style(formPanel);

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const problem = style({ color: vars.color.danger });

export const plan = style({ display: 'grid', gap: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md });

export const textArea = style({
  font: 'inherit',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

// The forms fill the panel's width in either language: side by side where there is room.
export const tab = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: fittingColumns('26rem'), alignItems: 'start' });

export const note = style({ color: vars.color.textMuted, margin: 0 });

/** Two short fields side by side when there is room (opens / closes, discount / last day). */
export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: fittingColumns('10rem') });

export const switchRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 600, minBlockSize: vars.size.target, cursor: 'pointer' });

export const switchControl = style({ inlineSize: '1.5rem', blockSize: '1.5rem', margin: 0, accentColor: vars.color.brand });

export const offerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const offer = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.sm, borderBlockStart: `1px solid ${vars.color.border}` });

export const offerTitle = style({ fontWeight: 700 });

export const endedBadge = style({ ...statusPill, justifySelf: 'start', background: vars.color.surfaceSunken, color: vars.color.text });

export const subTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

/** The boxes of a choice of several (a technician's services), wrapping as room allows. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, border: 0, margin: 0, padding: 0 });

export const legend = style({ fontWeight: 600, paddingInline: 0, marginBlockEnd: vars.space.xs, inlineSize: '100%' });

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minBlockSize: vars.size.target, cursor: 'pointer' });

export const technician = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

// A file input is as wide as its button and file name in Chromium (about 300 px in Arabic), and
// that width would set the least width of the whole Settings tab: given as a share of its row,
// it takes no room of its own in that sum and fits a phone.
export const photoInput = style({ inlineSize: '100%' });

export const thumbnail = style({ inlineSize: '2.5rem', blockSize: '2.5rem', borderRadius: '50%', objectFit: 'cover' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A long web address wraps anywhere rather than widening the panel. */
export const address = style({ overflowWrap: 'anywhere' });
