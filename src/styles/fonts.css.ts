import { globalFontFace } from '@vanilla-extract/css';
import riyalWoff2 from '@emran-alhaddad/saudi-riyal-font/fonts/regular/saudi_riyal.woff2?url';

// The Saudi Riyal sign U+20C1 is newer than most fonts, so one bundled glyph draws it, and
// only it. (Cairo, the text font, is bundled by its own stylesheet, imported at boot.)
globalFontFace("'Saudi Riyal'", {
  src: `url(${riyalWoff2}) format('woff2')`,
  unicodeRange: 'U+20C1',
  fontDisplay: 'block',
});
