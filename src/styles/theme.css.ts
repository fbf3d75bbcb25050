import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

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
  color: {
    brand: '#0f5f5c',
    brandStrong: '#0a4543',
    onBrand: '#ffffff',
    accent: '#b7791f',
    surface: '#f6f7f5',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#e9ece8',
    text: '#1b2421',
    textMuted: '#4c5a55',
    border: '#c9d1cd',
    focus: '#1d6fd6',
    danger: '#b42318',
    onDanger: '#ffffff',
    success: '#12724a',
  },
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
