import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// A stand-in for WhatsApp's Cloud API on a local port, as its documentation shows it:
//   POST /{phone-number-id}/messages  with "Authorization: Bearer {token}" and
//   {messaging_product: 'whatsapp', to: '9665…', type: 'text', text: {body}}
// answered {messages: [{id}]}. A wrong token is answered 401, a body of another shape 400, and
// while `down` is set every message 503: none of those is kept.
export interface WhatsAppText {
  to: string;
  body: string;
}

export interface FakeWhatsApp {
  url: string;
  phoneNumberId: string;
  token: string;
  received: WhatsAppText[];
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const fake = { phoneNumberId: '106540352242922', token: 'EAAtest-token', received: [] as WhatsAppText[], down: false };
  const app = new Hono();
  app.post('/:phoneNumberId/messages', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${fake.token}`) return c.json({ error: { message: 'Invalid OAuth access token', code: 190 } }, 401);
    if (c.req.param('phoneNumberId') !== fake.phoneNumberId) return c.json({ error: { message: 'Unknown phone number id', code: 100 } }, 400);
    if (fake.down) return c.json({ error: { message: 'Service temporarily unavailable', code: 2 } }, 503);
    const body = await c.req.json().catch(() => null);
    const valid =
      body?.messaging_product === 'whatsapp' && body.type === 'text' && /^9665\d{8}$/.test(body.to) && typeof body.text?.body === 'string' && body.text.body.length > 0;
    if (!valid) return c.json({ error: { message: 'Invalid parameter', code: 100 } }, 400);
    fake.received.push({ to: body.to, body: body.text.body });
    return c.json({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.${fake.received.length}` }] });
  });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server)) as Server;
  });
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
