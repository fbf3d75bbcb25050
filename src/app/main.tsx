// Boot: the session actor and the router, then the language (so the first paint is in it),
// then React. The only module that joins the layers: it alone imports the route tree.
import '@fontsource-variable/cairo/wght.css';
import '../styles/fonts.css.ts';
import '../styles/global.css.ts';
import { createRoot } from 'react-dom/client';
import { signedInUser } from '../../machines/auth-snapshot.ts';
import { fetchCustomerPages } from '../routes/customer-pages-offline.ts';
import { createAppRouter } from '../routes/route-tree.ts';
import { followAccountLanguage } from './account-language.ts';
import { followAppUpdates } from './app-updates.ts';
import { firstScreenSettled } from './first-screen-settled.ts';
import { AppRoot } from './app-root.tsx';
import { activateLocale } from './i18n.ts';
import { openInspectorWhenAsked } from './inspector.ts';
import { savedLocale } from './locale.ts';
import { startSession } from './session.ts';
import { showsPrerenderedScreen } from './prerendered-screen.ts';
import { startToaster } from './toaster.ts';

// A function, not top-level await: a module awaiting at its top keeps the bundler from
// merging the chunks every page shares into the entry (~50 requests more on the first visit).
async function boot(): Promise<void> {
  // Where the app's own work starts: bench/first-screen.bench.ts times the first screen from here.
  performance.mark('boot');
  // Development's `?inspect`: open before the first actor starts, so it sees their first transitions.
  await openInspectorWhenAsked();
  // The server is asked who is signed in, and the opened page's code is fetched, while the
  // language's catalog loads.
  const session = startSession();
  followAccountLanguage(session);
  const router = createAppRouter(session.auth);
  await activateLocale(savedLocale());
  const toaster = startToaster();
  void followAppUpdates(toaster, firstScreenSettled(session)).then((workerKeepsBuild) => {
    if (!workerKeepsBuild && signedInUser(session.auth.getSnapshot())) fetchCustomerPages(router);
  });

  // A page drawn at build time (the welcome page) stays until the router can draw it again:
  // drawn before its guard is answered, it would blink empty.
  if (showsPrerenderedScreen()) await router.load();
  createRoot(document.getElementById('root')!).render(<AppRoot services={{ session, toaster }} router={router} />);
}

void boot();
