// docs/inspector.md's pictures, taken once by hand, never by `npm test`. This machine has no
// network, so the Stately inspector (stately.ai/inspect) cannot be drawn: the window the app
// opens for it gets a stand-in page instead, which answers the app as the inspector does and
// lists what it was sent, by actor. Against `npm run dev` on a fresh data folder:
//
//   NODE_ENV=test DATA_DIR=$(mktemp -d) PORT=3270 npm run dev
//   node --import tsx docs/inspector/take-inspector-screenshots.ts http://localhost:3270
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium, noChromiumMessage } from '../../tests/e2e/chromium-path.ts';

const [baseUrl] = process.argv.slice(2);
if (!baseUrl) throw new Error('usage: take-inspector-screenshots.ts <base URL of npm run dev>');
const folder = path.dirname(new URL(import.meta.url).pathname);

/** Says it is connected, as the inspector does, then tallies the inspection events posted to it. */
const standIn = `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Inspection events received</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; }
  table { border-collapse: collapse; inline-size: 100%; }
  th, td { border: 1px solid #bbb; padding: 4px 8px; text-align: start; vertical-align: top; }
  td:nth-child(5) { font-family: monospace; font-size: 12px; }
</style>
<h1>Inspection events received</h1>
<p>A stand-in for stately.ai/inspect (this machine has no network): what the app's inspector
posted to this window, one row per actor: the Stately inspector draws the same actors.</p>
<p id="count"></p>
<table><thead><tr><th>Actor</th><th>Session id</th><th>Events seen</th><th>Last event</th><th>State</th></tr></thead>
<tbody id="rows"></tbody></table>
<script>
  const actors = new Map();
  let received = 0;
  addEventListener('message', ({ data }) => {
    if (!data || typeof data._version !== 'string') return;
    received += 1;
    const actor = actors.get(data.sessionId) ?? { name: data.sessionId, seen: 0, last: '', state: '' };
    actors.set(data.sessionId, actor);
    actor.seen += 1;
    if (data.type === '@xstate.actor') actor.name = data.name;
    if (data.type === '@xstate.event') actor.last = data.event.type;
    if ((data.type === '@xstate.snapshot' || data.type === '@xstate.actor') && data.snapshot) {
      actor.state = JSON.stringify(data.snapshot.value ?? data.snapshot.status);
    }
    document.getElementById('count').textContent = received + ' inspection events from ' + actors.size + ' actors';
    document.getElementById('rows').replaceChildren(...[...actors].map(([sessionId, { name, seen, last, state }]) => {
      const row = document.createElement('tr');
      for (const text of [name, sessionId, seen, last, state]) row.appendChild(document.createElement('td')).textContent = String(text);
      return row;
    }));
  });
  opener.postMessage({ type: '@statelyai.connected' }, '*');
</script></html>`;

const executablePath = findChromium(process.env);
if (!executablePath) throw new Error(noChromiumMessage);
const browser = await chromium.launch({ executablePath });
const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
await context.route('https://stately.ai/**', (route) => route.fulfill({ contentType: 'text/html', body: standIn }));
const page = await context.newPage();
await page.goto('/');
const registered = await page.request.post('/api/auth/register', {
  headers: { origin: new URL(baseUrl).origin },
  data: { fullName: 'Sara Alqahtani', mobile: `05${String(Date.now()).slice(-8)}`, email: `inspector-${Date.now()}@example.test`, password: 'a long enough secret' },
});
if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);

// The booking form: the auth and toast actors, the booking flow, and the customer's log
// replaying their streams; then a booking, which the log folds into a request's stream.
const inspectorWindow = context.waitForEvent('page');
await page.goto('/book/plumbing?inspect');
const received = await inspectorWindow;
await page.getByLabel('Describe the problem').fill('A leak under the basin');
await page.getByLabel('Address').fill('King Fahd Road, Riyadh');
for (const label of ['Preferred date', 'Preferred time']) {
  const list = page.getByLabel(label);
  await list.selectOption((await list.locator('option:not([value=""])').first().getAttribute('value'))!);
}
await page.getByRole('button', { name: 'Submit Request' }).click();
await received.getByRole('cell', { name: /^request-/ }).first().waitFor({ timeout: 30_000 });
await received.getByRole('cell', { name: 'request.numbered' }).first().waitFor({ timeout: 30_000 });
await page.screenshot({ path: path.join(folder, 'app-with-inspect.png') });
await received.setViewportSize({ width: 1100, height: 520 });
await received.screenshot({ path: path.join(folder, 'inspection-events.png'), fullPage: true });
await browser.close();
