import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The least a server can do for the bench's proposals: read the JSON and answer it, on the
// same HTTP stack as ours. What 50 clients get from it is the ceiling HTTP alone sets here.
const app = new Hono();
app.get('/api/events', (c) => c.json({ events: [], lastPosition: 0 }));
app.post('/api/events', async (c) => {
  const { events } = (await c.req.json()) as { events: { id: string }[] };
  return c.json({ events: events.map(({ id }) => ({ id })) });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, () => console.log('listening'));
