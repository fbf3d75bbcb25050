import { style } from '@vanilla-extract/css';
import { alertBox, formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';
import { fittingColumns } from '../../styles/fitting-columns.ts';
import { input as fieldInput } from '../../ui/text-field.css.ts';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandStrong });

export const restrictions = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.xs,
});

export const form = style(formPanel);

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

// The shared input's look and its phone-safe width, a little taller for the note's lines.
export const control = style([fieldInput, { paddingBlock: vars.space.xs }]);

export const problem = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const map = style({
  blockSize: '18rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  // Leaflet lays its panes out left to right whatever the page's direction.
  direction: 'ltr',
});

export const alert = style({ ...alertBox, margin: 0 });

export const done = style({ ...formPanel, justifyItems: 'start' });

export const servicePicker = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: fittingColumns('10rem'),
});

export const serviceChoice = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  minBlockSize: vars.size.target,
});
