// The settings for a visitor who is not signed in and so has no log: asked of the server each
// time a plan page opens. A signed-in customer's pages read their log's settings instead.
import type { SettingsContext } from '../../machines/settings.machine.ts';
import { callApi } from '../eventlog/api-call.ts';

export async function loadPublicSettings(): Promise<SettingsContext | null> {
  const answer = await callApi(globalThis.fetch.bind(globalThis), '/api/settings', { method: 'GET' });
  return 'ok' in answer ? (answer.ok as { settings: SettingsContext }).settings : null;
}
