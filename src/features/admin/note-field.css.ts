import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const note = style({ paddingBlock: vars.space.sm, resize: 'vertical', font: 'inherit' });
