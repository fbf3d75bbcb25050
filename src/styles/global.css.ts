import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.surface,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minBlockSize: '100vh' });

globalStyle('h1, h2, h3, p', { marginBlock: 0 });

globalStyle('a', { color: vars.color.brand });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// A control's own width (about 20 characters for a text box, more for a date, a file picker or
// a drop-down's longest option) would hold its grid or flex cell open past a phone's edge.
globalStyle('input, select, textarea', { maxInlineSize: '100%', minInlineSize: 0 });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('[dir="ltr"]', { unicodeBidi: 'isolate' });

