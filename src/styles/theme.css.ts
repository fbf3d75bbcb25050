import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { palette } from './palette.ts';

// The design tokens every style reads. One theme for now; the contract keeps a second one
// (dark, a partner's brand) a matter of values, not of rewriting styles.
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    accent: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    focus: null,
    danger: null,
    onDanger: null,
    success: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, riyal: null },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null },
  shadow: { raised: null, overlay: null },
  size: { topBar: null, target: null, content: null },
});

createGlobalTheme(':root', vars, {
  color: palette,
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: "'Cairo Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    riyal: "'Saudi Riyal'",
  },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  shadow: {
    raised: '0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1)',
    overlay: '0 12px 32px rgb(16 24 40 / 0.18)',
  },
  size: { topBar: '80px', target: '44px', content: '72rem' },
});
