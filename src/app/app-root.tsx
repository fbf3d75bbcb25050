// The app's React tree, one for the browser's boot (main.tsx) and for the welcome page drawn at
// build time (prerender.tsx): the same tree gives the same markup, so the one can replace the other.
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { createAppRouter } from '../routes/route-tree.ts';
import { AppServicesProvider, type AppServices } from './app-context.tsx';
import { i18n } from './i18n.ts';

export function AppRoot({ services, router }: { services: AppServices; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppServicesProvider services={services}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </I18nProvider>
    </StrictMode>
  );
}
