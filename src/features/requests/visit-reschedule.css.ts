import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const chooser = style({ display: 'grid', gap: vars.space.md, border: 0, margin: 0, padding: 0 });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const legend = style({ fontWeight: 600, paddingBlockEnd: vars.space.sm });

export const refusal = style({ color: vars.color.danger, margin: 0 });
