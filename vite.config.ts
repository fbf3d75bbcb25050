/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { bootChunks } from './build/boot-chunks.ts';
import { fontPreloads } from './build/font-preloads.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';
import { prerenderedWelcome } from './build/prerendered-welcome.ts';
import { serviceWorker } from './build/service-worker.ts';
import { sourcePlugins } from './build/source-plugins.ts';
import { webManifests } from './build/web-manifests.ts';

// The client build (our source compiled by build/source-plugins.ts). The welcome page is drawn
// into the page at build time; text files get
// brotli and gzip copies the server sends by Accept-Encoding; the first screen's fonts are preloaded;
// each language has its web app manifest, and the service worker keeps the app shell.
const boot = bootChunks();

export default defineConfig({
  plugins: [
    ...sourcePlugins(),
    prerenderedWelcome(),
    fontPreloads(),
    webManifests(),
    serviceWorker(),
    precompressedAssets(),
    boot.plugin,
  ],
  build: {
    target: 'es2022',
    // Maps are written for debugging a build, but no script points at them and the server
    // refuses *.map: the public gets no source.
    sourcemap: 'hidden',
    // Fonts stay files: the Content-Security-Policy allows fonts from this site, not data: URLs.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // Each library every page needs in one chunk named after it, instead of pieces
        // named after whichever module the bundler met first.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ },
            { name: 'lingui', test: /node_modules[\\/]@lingui[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ...boot.groups,
          ],
        },
      },
    },
  },
});
