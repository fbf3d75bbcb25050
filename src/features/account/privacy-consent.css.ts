import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const consent = style({ display: 'flex', gap: vars.space.sm, alignItems: 'start', cursor: 'pointer' });

export const box = style({ inlineSize: '1.25rem', blockSize: '1.25rem', marginBlockStart: '0.15rem', flexShrink: 0, accentColor: vars.color.brand });

export const link = style({ color: vars.color.brandStrong, textDecoration: 'underline' });
