import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const progress = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const line = style({ margin: 0, fontWeight: 700 });

export const note = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const photos = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const photo = style({ maxInlineSize: '100%', maxBlockSize: '12rem', borderRadius: vars.radius.md, objectFit: 'contain' });
