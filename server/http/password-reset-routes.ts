import { Hono } from 'hono';
import { passwordResetCompletionBody, passwordResetRequestBody, readBody } from '../auth/auth-inputs.ts';
import { completePasswordReset } from '../auth/password-reset-completion.ts';
import { requestPasswordReset } from '../auth/password-reset-request.ts';
import { signInKit, type SignInKitOptions } from '../auth/sign-in-kit.ts';
import { currentSettings } from '../events/current-settings.ts';
import type { StreamStates } from '../events/stream-states.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { AppDeps } from './app.ts';
import type { AppEnv } from './app-env.ts';

// Forgot password, mounted at /api/auth/password-reset:
//   POST /         {identifier, language?}                      → 202 {ok: true}, whoever it names
//   POST /complete {token, password} | {identifier, code, password} → 200 {ok: true}, every session ended
export function passwordResetRoutes(
  deps: AppDeps & { streamStates: StreamStates; notifier: Notifier },
  options: SignInKitOptions = {},
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const kit = signInKit(deps, options);

  routes.post('/', async (c) => {
    const input = await readBody(c.req, passwordResetRequestBody);
    return kit.refusingThrottled(c, async () => {
      await requestPasswordReset(
        {
          ...deps,
          throttle: kit.throttle,
          companyName: async (language) => (await currentSettings(deps.streamStates)).company.name[language],
          onUndelivered: (error) => console.error('A password reset message was not delivered:', error),
        },
        input,
        { address: kit.addressOf(c), siteUrl: deps.config.publicUrl ?? new URL(c.req.url).origin },
      );
      return c.json({ ok: true }, 202);
    });
  });

  routes.post('/complete', async (c) => {
    const input = await readBody(c.req, passwordResetCompletionBody);
    return kit.refusingThrottled(c, async () => {
      await completePasswordReset({ ...deps, ...kit }, input, kit.addressOf(c));
      return c.json({ ok: true });
    });
  });

  return routes;
}
