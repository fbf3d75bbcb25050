import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { decryptPushBody, verifiedVapidClaims } from './push-decryption.ts';

// A stand-in for a browser's push service on a local port (RFC 8030), with the browser's half:
// `subscribe()` makes a subscription as PushManager would (a P-256 key pair and an auth secret
// kept here); POST /push/{id} must carry a VAPID header that verifies with the server's public
// key and names this origin, `Content-Encoding: aes128gcm` and a TTL, and a body that decrypts
// with that subscription's private key: then it is answered 201 and the message kept. A
// subscription marked gone is answered 410, an unknown one 404, a bad request 400/401.
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  message: { title: string; body: string; url: string; lang: string; dir: string };
}

export interface FakePushService {
  origin: string;
  /** The server's VAPID public key the pushes must be signed with. */
  serverKey: string;
  received: ReceivedPush[];
  subscribe(): FakeSubscription;
  markGone(endpoint: string): void;
  /** Pushes answered 404/410. */
  refusedAsGone: string[];
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, { privateKey: Buffer; auth: Buffer; gone: boolean }>();
  const fake = { serverKey: '', received: [] as ReceivedPush[], refusedAsGone: [] as string[] };
  let origin = '';
  const app = new Hono();
  app.post('/push/:id', async (c) => {
    const endpoint = `${origin}/push/${c.req.param('id')}`;
    const browser = browsers.get(endpoint);
    if (!browser || browser.gone) {
      fake.refusedAsGone.push(endpoint);
      return c.text('gone', browser ? 410 : 404);
    }
    try {
      const claims = verifiedVapidClaims(c.req.header('authorization') ?? '', fake.serverKey);
      if (claims.aud !== origin || !claims.sub.startsWith('mailto:')) return c.text('bad VAPID claims', 401);
    } catch (error) {
      return c.text((error as Error).message, 401);
    }
    if (c.req.header('content-encoding') !== 'aes128gcm' || !/^\d+$/.test(c.req.header('ttl') ?? '')) return c.text('bad headers', 400);
    const plaintext = decryptPushBody(Buffer.from(await c.req.arrayBuffer()), browser.privateKey, browser.auth);
    fake.received.push({ endpoint, message: JSON.parse(plaintext.toString('utf8')) });
    return c.body(null, 201);
  });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server)) as Server;
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    origin,
    subscribe() {
      const keyPair = createECDH('prime256v1');
      keyPair.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString('hex')}`;
      browsers.set(endpoint, { privateKey: keyPair.getPrivateKey(), auth, gone: false });
      return { endpoint, keys: { p256dh: keyPair.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    markGone(endpoint: string) {
      browsers.get(endpoint)!.gone = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
