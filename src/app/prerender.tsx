// The welcome page (`/`) drawn at build time in each language, for build/prerendered-welcome.ts
// to write into the page: a visitor's first paint needs no script. Like main.tsx it joins the
// layers: the app's own tree and route tree, on a memory history at `/`, for a visitor.
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from '../routes/route-tree.ts';
import { AppRoot } from './app-root.tsx';
import { catalogs } from './catalogs.ts';
import { i18n } from './i18n.ts';
import type { Locale } from './locale.ts';
import { startSession } from './session.ts';
import { startToaster } from './toaster.ts';

export async function prerenderedWelcome(locale: Locale): Promise<string> {
  // The visitor's catalog alone, as a visitor's `/` has it.
  const { messages } = await catalogs.visitor[locale]();
  i18n.loadAndActivate({ locale, messages });
  // Nobody is signed in at build time: the session check fails and the auth flow has a visitor.
  const session = startSession();
  const router = createAppRouter(session.auth, createMemoryHistory({ initialEntries: ['/'] }));
  await router.load();
  const markup = renderToString(<AppRoot services={{ session, toaster: startToaster() }} router={router} />);
  session.auth.stop();
  return markup;
}
