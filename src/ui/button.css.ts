import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minBlockSize: vars.size.target,
    minInlineSize: vars.size.target,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.brandStrong,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brandStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
      },
    },
    size: {
      regular: {},
      wide: { inlineSize: '100%' },
    },
  },
  defaultVariants: { tone: 'primary', size: 'regular' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
