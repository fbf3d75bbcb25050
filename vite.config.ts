/// <reference types="vitest/config" />
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootChunks } from './build/boot-chunks.ts';
import { fontPreloads } from './build/font-preloads.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';
import { serviceWorker } from './build/service-worker.ts';
import { webManifests } from './build/web-manifests.ts';

// The client build. Lingui's macros run through Babel before React's transform; the catalogs
// are compiled on import, and a missing Arabic translation fails the build. Text files get
// brotli and gzip copies the server sends by Accept-Encoding; the first screen's fonts are preloaded;
// each language has its web app manifest, and the service worker keeps the app shell.
const boot = bootChunks();

export default defineConfig({
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    vanillaExtractPlugin(),
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
