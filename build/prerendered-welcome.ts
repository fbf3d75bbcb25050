import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, transformWithOxc, type Plugin } from 'vite';
import { locales, type Locale } from '../src/app/locale.ts';
import { sourcePlugins } from './source-plugins.ts';

// /welcome.html, the page the server sends for `/` (server/http/static-client.ts): the build's
// page with the welcome page drawn into its root at build time in each language
// (src/app/prerender.tsx, built for Node with the client's own compilers and run here), so a
// visitor's first paint and largest text need no script. Which drawing shows is decided before
// the first paint by the page's one classic script (src/app/welcome-loader.ts: the saved
// language) and a few rules of style; the same script (minified: every first visit loads it)
// asks for the app's code once the drawing has its paint recorded, instead of the page's own
// tags, which it takes out. The app then replaces the drawing with the same markup
// (src/app/main.tsx). Every other path, and the service worker's kept page, stay index.html:
// the app draws them.
const hidden = '#root>[data-screen]{display:none}';
const shown = locales.map((locale) => `html[data-prerendered=${locale}] #root>[data-screen=${locale}]`).join(',');
const style = `<style>${hidden}${shown}{display:contents}</style>`;
// The drawing is to be seen, not used: its form and buttons do nothing until the app runs, so
// nothing can be typed into it to be lost, and assistive technology meets the app's page only.
const untilTheAppRuns = 'inert aria-hidden="true"';
// Two drawings in one page would give each id twice; nothing points into a drawing, so it has none.
const withoutIds = (markup: string) => markup.replace(/ id="[^"]*"/g, '');
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function prerenderedWelcome(): Plugin {
  let root = process.cwd();
  return {
    name: 'prerendered-welcome',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite has written index.html, before the service worker and the compressed copies.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('prerendered-welcome: no index.html in the build');
        const html = String(page.source);
        const entry = entryTag.exec(html)?.[1];
        if (!entry || !html.includes('<div id="root"></div>')) throw new Error("prerendered-welcome: the page's script or empty #root is missing");
        const preloads = [...html.matchAll(preloadTag)].map((found) => found[1]!);
        const loader = this.getFileName(this.emitFile({ type: 'asset', name: 'welcome-loader.js', source: await loaderScript(root, { entry, preloads }) }));
        const screens = await drawWelcome(root);
        // The router's inline script that restores the scroll goes: the Content-Security-Policy
        // refuses inline scripts, and the app restores the scroll itself once it runs.
        const drawn = locales
          .map((locale) => `<div data-screen="${locale}" lang="${locale}" ${untilTheAppRuns}>${withoutIds(screens[locale].replace(/<script>.*?<\/script>/gs, ''))}</div>`)
          .join('');
        const welcome = html
          .replace(entryTag, `\n    <script src="/${loader}"></script>`)
          .replace(preloadTag, '')
          .replace('</head>', `  ${style}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${drawn}</div>`);
        this.emitFile({ type: 'asset', fileName: 'welcome.html', source: welcome });
      },
    },
  };
}

/** The loader with the app's script names written in, minified: every first visit to `/` loads it. */
async function loaderScript(root: string, appScripts: { entry: string; preloads: string[] }): Promise<string> {
  const source = path.join(root, 'src/app/welcome-loader.ts');
  const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
  const minified = await minify('welcome-loader.js', `const appScripts = ${JSON.stringify(appScripts)};\n${code}`);
  if (minified.errors.length > 0) throw new Error(`prerendered-welcome: ${minified.errors[0]!.message}`);
  return minified.code;
}

/** src/app/prerender.tsx built for Node into a folder of its own, then run once per language. */
async function drawWelcome(root: string): Promise<Record<Locale, string>> {
  // Inside the project: the built module imports its packages from node_modules.
  const cache = path.join(root, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(path.join(cache, 'prerendered-welcome-'));
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: sourcePlugins(),
      build: { ssr: path.join(root, 'src/app/prerender.tsx'), outDir, emptyOutDir: true, target: 'node20' },
    });
    const { prerenderedWelcome: draw } = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as {
      prerenderedWelcome(locale: Locale): Promise<string>;
    };
    const screens = {} as Record<Locale, string>;
    // One language after the other: the drawing activates its language in the app's one i18n.
    for (const locale of locales) screens[locale] = await draw(locale);
    return screens;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
