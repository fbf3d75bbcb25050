import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

// What compiles our source, for the client build and for the welcome page drawn at build time
// alike (build/prerendered-welcome.ts): the same compilers give the same markup and class names.
// Lingui's macros run through Babel before React's transform; the catalogs are compiled on
// import, and a missing Arabic translation fails the build.
export const sourcePlugins = (): PluginOption[] => [
  babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  react(),
  lingui({ failOnMissing: true, failOnCompileError: true }),
  vanillaExtractPlugin(),
];
