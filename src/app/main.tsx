// Boot: language first (so the first paint is in it), then the root actors, the router and
// React. The only module that joins the layers: it alone imports the route tree.
import '@fontsource-variable/cairo/wght.css';
import '../styles/fonts.css.ts';
import '../styles/global.css.ts';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '../routes/route-tree.ts';
import { AppServicesProvider } from './app-context.tsx';
import { activateLocale, i18n } from './i18n.ts';
import { attachInspectorWhenAsked } from './inspector.ts';
import { savedLocale } from './locale.ts';
import { startSession } from './session.ts';
import { startToaster } from './toaster.ts';

// A function, not top-level await: a module awaiting at its top keeps the bundler from
// merging the chunks every page shares into the entry (~50 requests more on the first visit).
async function boot(): Promise<void> {
  await activateLocale(savedLocale());
  const session = startSession();
  const toaster = startToaster();
  const router = createAppRouter(session.auth);
  void attachInspectorWhenAsked([session.auth, toaster]);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppServicesProvider services={{ session, toaster }}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
