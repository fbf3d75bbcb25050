import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const amount = style({ whiteSpace: 'nowrap', unicodeBidi: 'isolate' });

export const sign = style({ fontFamily: `${vars.font.riyal}, ${vars.font.body}`, marginInlineEnd: '0.15em' });
