import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AuthNotice } from '../../../machines/auth-events.ts';
import { useAppServices } from '../../app/app-context.tsx';
import { returnPath } from '../../app/return-path.ts';
import { showToast } from '../../app/toaster.ts';
import { failureText, logInInstead, successTexts } from './auth-messages.ts';

// Turns each outcome of the auth flow into a toast and, after signing in or out, a page:
// back to where the visitor was going (default /dashboard), or to the sign-in page.
export function SessionNotices() {
  const { session, toaster } = useAppServices();
  const navigate = useNavigate();
  const router = useRouter();

  useEffect(() => {
    const afterSignIn = () => {
      const search = router.state.location.search as { redirect?: unknown };
      void navigate({ to: returnPath(search.redirect) ?? '/dashboard' });
    };
    const react = (notice: AuthNotice) => {
      switch (notice.type) {
        case 'failed': {
          const text = failureText(notice.attempt, notice.failure);
          const offerLogin = notice.failure.code === 'accountExists';
          showToast(toaster, {
            destructive: true,
            content: {
              ...text,
              ...(offerLogin
                ? { action: { label: logInInstead, run: () => session.auth.send({ type: 'toggleMode' }) } }
                : {}),
            },
          });
          return;
        }
        case 'welcomeBack':
        case 'accountCreated':
          showToast(toaster, { content: successTexts[notice.type] });
          afterSignIn();
          return;
        case 'loggedOut':
          showToast(toaster, { content: successTexts.loggedOut });
          // A tab in the admin area (its login included) stays there: the customer's session is not its own.
          if (!router.state.location.pathname.startsWith('/admin')) void navigate({ to: '/' });
          return;
        case 'adminSignedIn':
          showToast(toaster, { content: successTexts.adminSignedIn });
          void navigate({ to: '/admin/dashboard' });
          return;
        case 'adminLoggedOut':
          showToast(toaster, { content: successTexts.adminLoggedOut });
          void navigate({ to: '/admin/login' });
      }
    };
    const subscription = session.auth.on('notice', ({ notice }) => react(notice));
    return () => subscription.unsubscribe();
  }, [session, toaster, navigate, router]);

  return null;
}
