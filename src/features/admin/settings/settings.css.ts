import { style } from '@vanilla-extract/css';
import { formPanel } from '../../../styles/surfaces.css.ts';
import { vars } from '../../../styles/theme.css.ts';

export const form = style({ ...formPanel, maxInlineSize: '36rem' });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const problem = style({ color: vars.color.danger });
