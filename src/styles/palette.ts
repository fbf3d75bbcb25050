// The theme's colours as plain values: the stylesheet's tokens (theme.css.ts) and the web app
// manifests' theme and background colours (build/web-manifests.ts) both read them from here.
export const palette = {
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
};
