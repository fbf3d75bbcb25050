import { randomBytes } from 'node:crypto';
import { bootstrapAdmin } from '../auth/admin-bootstrap.ts';
import type { ServerConfig } from '../config.ts';
import { buildApp } from '../http/app.ts';
import { migrations } from '../server-process.ts';
import type { Database } from '../store/database.ts';
import { applyMigrations } from '../store/migrations.ts';
import { createEventStore } from '../store/sql-event-store.ts';
import { demoCustomerPassword } from './demo-cast.ts';
import { siteOrigin } from './demo-browser.ts';
import { demoSeed, planStory, storyDays } from './demo-story.ts';
import { summariseLog, type DemoSummary } from './demo-summary.ts';
import { existingData } from './existing-data.ts';
import { seededRandom } from './seeded-random.ts';
import { createStage } from './stage.ts';
import { StoryClock } from './story-clock.ts';
import { playStory } from './story-runner.ts';

// Fills an empty database with the demo's last 90 days through the app itself: the real app, built
// in process, takes every registration, sign-in, booking, offer, payment and message over
// HTTP, with its clock moved to each scene's moment. A database holding any data is refused
// before anything is written.
export const demoAdminEmail = 'demo-admin@riyadh-maintenance.test';

export interface DemoFillOptions {
  /** The story's last moment; now by default. */
  until?: Date;
}

export type DemoOutcome =
  | { filled: false; reason: string }
  | {
      filled: true;
      summary: DemoSummary;
      origin: string;
      admin: { email: string; password: string };
      customer: { email: string; password: string };
    };

export async function fillDemoData(
  db: Database,
  config: ServerConfig,
  log: (line: string) => void,
  options: DemoFillOptions = {},
): Promise<DemoOutcome> {
  const held = await existingData(db);
  if (held) {
    return refused(log, `This database already holds data (${held}): the demo fills only an empty one and changed nothing.`);
  }
  await applyMigrations(db, migrations);
  const story = planStory(options.until ?? new Date());
  const clock = new StoryClock(story.from);
  const admin = { email: demoAdminEmail, password: randomBytes(18).toString('base64url') };
  const adminConfig = { adminEmail: admin.email, adminPassword: admin.password, isTest: config.isTest };
  if ((await bootstrapAdmin({ db, config: adminConfig, now: clock.now, log: () => {} })) !== 'created') {
    return refused(log, 'Another run created an admin in this database meanwhile: the demo stopped.');
  }

  log(`Telling the demo story: ${story.scenes.length} scenes over ${storyDays} days, through the app's own API…`);
  const store = await createEventStore(db);
  // The built-in test gateway takes the demo's cards, whatever provider is configured; the
  // auto-reply comes at once, and each customer message waits for it (chat-actions.ts). The
  // story's customers are made up: what the app would tell them is not printed.
  const appConfig = { ...config, moyasar: null };
  const { app, stopLive } = await buildApp({ config: appConfig, db, store, now: clock.now, autoReplyDelayMs: 0, log: () => {} });
  const origin = siteOrigin(config);
  // Event ids have a sequence of their own, so they never shift what the story draws.
  const stage = createStage({ app, origin, clock, store, admin, ids: seededRandom(demoSeed + 1) });
  try {
    await playStory(stage, story.scenes);
    const customer = { email: story.featured.email, password: demoCustomerPassword };
    return { filled: true, summary: await summariseLog(store), origin, admin, customer };
  } finally {
    await stopLive();
    await store.close();
  }
}

function refused(log: (line: string) => void, reason: string): DemoOutcome {
  log(reason);
  return { filled: false, reason };
}
