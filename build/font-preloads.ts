import type { Plugin } from 'vite';

// The first screen draws text in Cairo, Latin and Arabic alike (the language toggle names
// العربية on an English page), so both subsets are asked for with the page instead of after
// its stylesheet: <link rel="preload"> for each, by its hashed name in the build.
const firstScreenFonts = [/cairo-latin-wght-normal-[\w-]+\.woff2$/, /cairo-arabic-wght-normal-[\w-]+\.woff2$/];

export function fontPreloads(): Plugin {
  return {
    name: 'font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return firstScreenFonts.flatMap((font) => {
          const file = files.find((name) => font.test(name));
          if (!file) throw new Error(`font-preloads: no ${font} in the build`);
          return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' as const }];
        });
      },
    },
  };
}
