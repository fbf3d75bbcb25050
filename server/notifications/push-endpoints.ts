// Which push service addresses the server will post to. The browser hands the address over, so
// it is not trusted blindly: https only, to a named host (no credentials, no bare IP address or
// localhost that would point the server at its own network). The tests' local fake push service
// is the one exception, named by PUSH_TEST_ORIGIN and honoured only under NODE_ENV=test.
export interface WebPushConfig {
  /** PUSH_CONTACT, else PUBLIC_URL when https, else mailto:ADMIN_EMAIL: the VAPID `sub` a push service may write to. */
  contact: string;
  /** PUSH_TEST_ORIGIN (tests only): the local fake push service's origin, allowed over http. */
  testOrigin: string | null;
}

const ipAddress = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\d:a-f.]+\])$/i;

export function pushEndpointAllowed(endpoint: string, config: Pick<WebPushConfig, 'testOrigin'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.testOrigin !== null && url.origin === config.testOrigin) return true;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return !ipAddress.test(url.hostname) && url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost');
}

export function webPushFromEnv(env: NodeJS.ProcessEnv): WebPushConfig {
  const publicUrl = env.PUBLIC_URL ?? '';
  return {
    contact: env.PUSH_CONTACT || (publicUrl.startsWith('https://') ? publicUrl : `mailto:${env.ADMIN_EMAIL || 'admin@localhost'}`),
    testOrigin: env.NODE_ENV === 'test' ? env.PUSH_TEST_ORIGIN || null : null,
  };
}
