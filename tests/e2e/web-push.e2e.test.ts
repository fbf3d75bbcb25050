import { afterEach, describe, expect, it } from 'vitest';
import { registeredCustomer } from './booking-steps.ts';
import { chromiumForThisFile, newVisitor, toastSaying, type Visitor } from './browser.ts';
import { baseUrl } from './file-server.ts';
import { languages } from './screen-text.ts';
import { workerInCharge } from './worker-in-charge.ts';

// The "Push notifications" switch in /settings (docs/notifications.md "Web push"). Headless
// Chromium reaches no real push service here, so the page's PushManager and the permission
// prompt are stubbed before the app loads (the first answer refuses, the next allows): the
// suite stops at the subscription the server records on the customer's account. Sending is the
// int test's (tests/server/web-push.int.test.ts); the worker is handed a push through DevTools
// (what a push service would deliver, decrypted); the click on a notification is not tested.
const browser = chromiumForThisFile();

const words = {
  en: {
    pushSwitch: 'Push notifications on this browser',
    refused: /did not allow notifications for this site/,
    turnedOn: 'Push notifications on in this browser',
    turnedOff: 'Push notifications off in this browser',
    whatsapp: 'WhatsApp',
    notifications: 'Notifications',
  },
  ar: {
    pushSwitch: 'الإشعارات الفورية على هذا المتصفح',
    refused: /لم يسمح متصفحك بالإشعارات لهذا الموقع/,
    turnedOn: 'الإشعارات الفورية مفعّلة في هذا المتصفح',
    turnedOff: 'الإشعارات الفورية متوقفة في هذا المتصفح',
    whatsapp: 'عبر واتساب',
    notifications: 'الإشعارات',
  },
};

/** A Push API that answers as a browser would, without a push service. */
function stubbedPush() {
  let subscription: object | null = null;
  const answers: NotificationPermission[] = ['denied', 'granted'];
  const page = window as unknown as { subscribedWithKey?: string };
  Object.defineProperty(Notification, 'permission', { get: () => 'default' });
  Notification.requestPermission = async () => answers.shift() ?? 'granted';
  PushManager.prototype.getSubscription = async () => subscription as PushSubscription | null;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    page.subscribedWithKey = String(options?.applicationServerKey);
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
    const keys = { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'BTBZMqHH6r4Tts7J_aSIgg' };
    subscription = { endpoint, toJSON: () => ({ endpoint, keys }), unsubscribe: async () => ((subscription = null), true) };
    return subscription as PushSubscription;
  };
}

const ownPushEvents = (visitor: Visitor) =>
  visitor.page.evaluate(async () => {
    const { events } = (await (await fetch('/api/events?after=0')).json()) as { events: { type: string; data: { endpoint: string } }[] };
    return events.filter((event) => event.type.startsWith('user.push')).map((event) => event.type);
  });

describe.each(languages)('push notifications in settings, in %s', (language) => {
  const text = words[language];
  let visitor: Visitor;
  afterEach(async () => {
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('offers the switch where the browser has PushManager and our worker, says when the browser refuses, and records the subscription and its end', async () => {
    visitor = await newVisitor(browser(), undefined, undefined, 'allow');
    const { page } = visitor;
    await page.addInitScript(stubbedPush);
    await registeredCustomer(visitor, language, language === 'ar' ? 'نورة القحطاني' : 'Noura Alqahtani');
    // The first page's worker may still be installing: the switch waits for it.
    await visitor.open('/settings');
    const pushSwitch = page.getByRole('switch', { name: text.pushSwitch });
    await pushSwitch.waitFor();
    expect(await pushSwitch.isChecked()).toBe(false);

    await pushSwitch.click();
    await page.getByRole('region', { name: text.notifications, exact: true }).getByText(text.refused).waitFor();
    expect(await pushSwitch.isChecked()).toBe(false);

    await pushSwitch.click();
    await toastSaying(page, text.turnedOn);
    await expect.poll(() => pushSwitch.isChecked()).toBe(true);
    const publicKey = (await (await page.request.get('/api/push/public-key')).json()).publicKey;
    expect(await page.evaluate(() => (window as unknown as { subscribedWithKey?: string }).subscribedWithKey)).toBe(publicKey);
    expect(await ownPushEvents(visitor)).toEqual(['user.pushSubscribed']);

    await pushSwitch.click();
    await toastSaying(page, text.turnedOff);
    await expect.poll(() => pushSwitch.isChecked()).toBe(false);
    await expect.poll(() => ownPushEvents(visitor)).toEqual(['user.pushSubscribed', 'user.pushUnsubscribed']);
  });

  it("shows a push the worker receives, in the message's language, leading to its request", async () => {
    visitor = await newVisitor(browser(), undefined, undefined, 'allow');
    const { page, context } = visitor;
    await context.grantPermissions(['notifications'], { origin: new URL(baseUrl()).origin });
    await registeredCustomer(visitor, language, language === 'ar' ? 'ريم الشهري' : 'Reem Alshehri');
    await workerInCharge(page);
    const devtools = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((each) => !each.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await devtools.send('ServiceWorker.enable');
    const message = { title: text.pushSwitch, body: 'step', url: '/my-requests/0190a1b2-0000-7000-8000-000000000001', lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' };
    const registrationId = await registered;
    const deliver = () => devtools.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseUrl()).origin, registrationId, data: JSON.stringify(message) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((each) => ({ title: each.title, body: each.body, lang: each.lang, dir: each.dir, data: each.data })),
      );
    // On a loaded machine headless Chromium now and then shows nothing for a push DevTools hands
    // over (getNotifications stays empty; 1 run in 4 with the cores kept busy): as a push service
    // would, the message is handed over again every five seconds until a notification shows.
    // A worker that never shows one still fails the test.
    await deliver();
    let looks = 0;
    await expect
      .poll(async () => {
        const notifications = await shown();
        if (notifications.length === 0 && ++looks % 5 === 0) await deliver();
        return notifications;
      }, { interval: 1_000 })
      .toEqual([{ title: message.title, body: 'step', lang: language, dir: message.dir, data: { url: message.url } }]);
  });

  it('shows no switch where the browser has no PushManager', async () => {
    visitor = await newVisitor(browser(), undefined, undefined, 'allow');
    const { page } = visitor;
    await page.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
    await registeredCustomer(visitor, language, language === 'ar' ? 'سلمان العتيبي' : 'Salman Alotaibi');
    await workerInCharge(page);
    await visitor.open('/settings');
    await page.getByRole('switch', { name: text.whatsapp }).waitFor();
    expect(await page.getByRole('switch', { name: text.pushSwitch }).count()).toBe(0);
  });
});
