import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A `<dl>` of facts about one thing (a customer, a request): names beside values, stacked on a phone. */
export const factList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  '@media': { '(max-width: 30rem)': { gridTemplateColumns: '1fr' } },
});

globalStyle(`${factList} dt`, { fontWeight: 600, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

globalStyle(`${factList} dd`, { margin: 0, overflowWrap: 'anywhere' });
