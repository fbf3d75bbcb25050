import { style } from '@vanilla-extract/css';
import { alertBox, formPanel } from '../../styles/surfaces.css.ts';
import { vars } from '../../styles/theme.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { '(min-width: 56rem)': { gridTemplateColumns: '1.1fr 1fr' } },
});

export const hero = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.md });

export const heroTitle = style({
  fontSize: 'clamp(1.75rem, 5vw, 2.75rem)',
  lineHeight: 1.2,
  color: vars.color.brandStrong,
});

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const languages = style({ display: 'flex', gap: vars.space.xs });

export const card = style({ ...formPanel, boxShadow: vars.shadow.raised });

export const form = style({ display: 'grid', gap: vars.space.md });

export const formTitle = style({ fontSize: vars.fontSize.xl });

export const switchLine = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const error = style(alertBox);

export const forgotLink = style({ justifySelf: 'start', color: vars.color.brandStrong, paddingBlock: vars.space.xs });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
