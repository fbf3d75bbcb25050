import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const tabList = style({
  display: 'flex',
  // Seven tabs are wider than a phone: they wrap to a second row rather than hide off an edge.
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlock: vars.space.lg,
});

export const tab = style({
  minBlockSize: vars.size.target,
  paddingInline: vars.space.md,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brandStrong, borderBlockEndColor: vars.color.brand },
    '&:hover': { color: vars.color.brandStrong },
  },
});

export const panel = style({ display: 'grid', gap: vars.space.lg });
