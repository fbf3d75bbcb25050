// The auth machine in the browser: a customer who logs in, registers (refused by the form's
// rules, refused by the server, accepted) and logs out, in one tab; the admin who signs in and
// out, in a second tab of the same browser. Each server call is prepared by the person's event
// (the form filled) and completed by its answer's event (the button pressed with what makes
// the server say yes or no). A second start: a customer this device remembers opens the app
// while the server's answer on who is signed in is held; the answer is then let through after
// the server was made to say them, nobody or someone else (decision 42).
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { AuthInput } from '../../../machines/auth-events.ts';
import { authMachine } from '../../../machines/auth.machine.ts';
import { adminKnown, type AuthSnapshot } from '../../../machines/auth-snapshot.ts';
import { customerIdOf, newCustomer, newVisitor, registeredByApi, toastSaying, type Visitor } from '../../e2e/browser.ts';
import { deviceKeeps } from '../../e2e/device-keeps.ts';
import { e2eAdmin } from '../../e2e/e2e-admin.ts';
import { screenText, type Language } from '../../e2e/screen-text.ts';
import type { FlowModel, FlowWorld, ModelEvent } from '../flow-model.ts';
import { baseUrl } from '../../e2e/file-server.ts';

interface AuthWorld extends FlowWorld {
  customerTab: Visitor;
  adminTab: Visitor;
  /** Has an account already: logs in, and is who a second registration collides with. */
  known: ReturnType<typeof newCustomer>;
  /** Registers in the flow. */
  newcomer: ReturnType<typeof newCustomer>;
  /** The remembered start: `known`'s id, the app's question who is signed in, held unanswered, and another customer who may sign in meanwhile. */
  remembered: { id: string; heldSession: Promise<Route>; other: ReturnType<typeof newCustomer> } | null;
}

const answer = (outcome: 'done' | 'error', stateId: string) => `xstate.${outcome}.actor.0.auth.${stateId}`;
const sessionAnswer = (outcome: 'done' | 'error') => answer(outcome, 'sessionCheck.asking');
const loginSubmitting = 'customer.signedOut.login.submitting';
const registerSubmitting = 'customer.signedOut.register.submitting';
const signingOut = 'customer.signingOut';
const forgetting = 'customer.forgettingRemembered';
const adminSubmitting = 'admin.signedOut.submitting';
const adminSigningOut = 'admin.signingOut';

const sampleUser = { id: '1', fullName: 'Model Customer', email: 'model@example.test', mobile: '' };
const otherUser = { id: '2', fullName: 'Model Other Customer', email: 'other@example.test', mobile: '' };
const sampleAdmin = { id: 'admin', email: e2eAdmin.email };
const validRegistration = { fullName: 'Model Customer', mobile: '', email: 'model@example.test', password: 'a long enough secret', privacyNoticeAccepted: true };

// `held`: the answer a remembered customer's app has been waiting for, let through.
const eventSamples: ModelEvent[] = [
  { type: sessionAnswer('done'), output: { user: null, admin: null } },
  { type: sessionAnswer('done'), output: { user: sampleUser, admin: null } },
  { type: sessionAnswer('done'), output: { user: null, admin: sampleAdmin } },
  { type: sessionAnswer('error'), error: { code: 'unreachable' } },
  { type: sessionAnswer('done'), output: { user: sampleUser, admin: null }, held: true },
  { type: sessionAnswer('done'), output: { user: null, admin: null }, held: true },
  { type: sessionAnswer('done'), output: { user: otherUser, admin: null }, held: true },
  { type: sessionAnswer('error'), error: { code: 'unreachable' }, held: true },
  { type: 'showRegister' },
  { type: 'toggleMode' },
  { type: 'submitLogin', credentials: { identifier: sampleUser.email, password: validRegistration.password } },
  { type: answer('done', loginSubmitting), output: sampleUser },
  { type: answer('error', loginSubmitting), error: { code: 'invalidCredentials' } },
  { type: 'submitRegistration', registration: validRegistration },
  { type: 'submitRegistration', registration: { ...validRegistration, fullName: '' } },
  { type: answer('done', registerSubmitting), output: sampleUser },
  { type: answer('error', registerSubmitting), error: { code: 'accountExists' } },
  { type: 'logout' },
  { type: answer('done', signingOut) },
  { type: answer('done', forgetting) },
  { type: 'submitAdminLogin', credentials: { email: e2eAdmin.email, password: e2eAdmin.password } },
  { type: answer('done', adminSubmitting), output: sampleAdmin },
  { type: answer('error', adminSubmitting), error: { code: 'invalidCredentials' } },
  { type: 'adminLogout' },
  { type: answer('done', adminSigningOut) },
];

const customerAtRest = (snapshot: AuthSnapshot) =>
  snapshot.matches({ customer: { signedOut: { login: 'editing' } } }) && snapshot.context.failure == null;
const adminAtRest = (snapshot: AuthSnapshot) => snapshot.matches({ admin: { signedOut: 'editing' } }) && snapshot.context.adminFailure == null;
const isAdminEvent = (event: ModelEvent) => /admin/i.test(event.type);
const isSessionAnswer = (event: ModelEvent) => event.type === sessionAnswer('done') || event.type === sessionAnswer('error');
const fromDevice = (snapshot: AuthSnapshot) => snapshot.matches({ customer: { signedIn: 'fromDevice' } });

// A visitor: the server answers once, as the app opens (someone else than the known customer
// would be the same path); then the customer's tab and the admin's tab do not touch each
// other: each one's paths start with the other at rest, which takes every transition without
// walking the product of the two.
const visitorSteps = (snapshot: AuthSnapshot, event: ModelEvent) =>
  isSessionAnswer(event)
    ? !adminKnown(snapshot) && !event.held
    : !adminKnown(snapshot) || (isAdminEvent(event) ? customerAtRest(snapshot) : adminAtRest(snapshot));
// A remembered customer: the server's answer, or a logout before it; then a logout, and the
// first step on the login form. Signing in and out again is the visitor's part.
const rememberedSteps = (snapshot: AuthSnapshot, event: ModelEvent) => {
  if (isSessionAnswer(event)) return fromDevice(snapshot) && Boolean(event.held);
  if (['showRegister', 'toggleMode', 'submitLogin'].includes(event.type)) return customerAtRest(snapshot);
  return ['logout', answer('done', signingOut), answer('done', forgetting)].includes(event.type);
};

const text = (world: AuthWorld) => screenText[world.language];
const visible = (page: Page, name: string | RegExp) => page.getByText(name).first().waitFor();

async function expectValue(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).waitFor();
  const actual = await page.getByLabel(label, { exact: true }).inputValue();
  if (actual !== value) throw new Error(`"${label}" holds "${actual}", not "${value}"`);
}

export const flow: FlowModel<typeof authMachine, AuthWorld> = {
  name: 'auth',
  machine: authMachine,
  eventSamples,
  // The screens show the customer's and the admin's states, not whether the answer came or
  // failed; while the remembered customer is forgotten, who the server named decides what comes next.
  serializeState: (snapshot) =>
    JSON.stringify([
      { customer: snapshot.value.customer, admin: snapshot.value.admin },
      snapshot.context.failure?.code ?? null,
      snapshot.context.adminFailure?.code ?? null,
      snapshot.matches({ customer: 'forgettingRemembered' }) ? (snapshot.context.answer?.user?.id ?? null) : null,
    ]),
  starts: [
    { name: 'visitor', input: { remembered: null }, filterEvents: visitorSteps },
    { name: 'remembered', input: { remembered: sampleUser }, filterEvents: rememberedSteps },
  ],
  languages: ['en'],
  unreachable: {
    'signingOut --xstate.error': 'the server never refuses a logout; only a network cut while logging out leads there (tests/e2e/resilience.e2e.test.ts)',
  },
  states: {
    'customer.awaitingAnswer': {
      shows: { en: 'Nothing is open yet.', ar: 'لم يُفتح شيء بعد.' },
      async check(world) {
        if (world.customerTab.page.url() !== 'about:blank') throw new Error(`the app is already open at ${world.customerTab.page.url()}`);
      },
    },
    'admin.awaitingAnswer': {
      shows: { en: 'The admin tab is not open yet.', ar: 'لم يُفتح تبويب المشرف بعد.' },
      async check(world) {
        if (world.adminTab.page.url() !== 'about:blank') throw new Error(`the admin tab is already open at ${world.adminTab.page.url()}`);
      },
    },
    'customer.signedIn.fromDevice': {
      shows: { en: 'The server has not said yet who is signed in.', ar: 'لم يقل الخادم بعد من سجّل الدخول.' },
      async check(world) {
        await world.remembered!.heldSession;
      },
    },
    [forgetting]: {
      shows: {
        en: 'The toast says "Logged out successfully"; this device no longer keeps the customer\'s data.',
        ar: 'يقول الإشعار «تم تسجيل الخروج بنجاح»؛ ولم يعد هذا الجهاز يحتفظ ببيانات العميل.',
      },
      async check(world) {
        const { page } = world.customerTab;
        await toastSaying(page, text(world).loggedOut);
        await expect.poll(() => deviceKeeps(page, world.remembered!.id), { message: "the remembered customer's data on this device" }).toEqual({ log: false, named: false });
      },
    },
    'customer.signedOut.login.editing': {
      shows: (snapshot) =>
        snapshot.context.failure
          ? { en: 'The login form says "Invalid credentials".', ar: 'يقول نموذج الدخول «بيانات الدخول غير صحيحة».' }
          : { en: 'The login form: "Email or mobile number" and "Password".', ar: 'نموذج الدخول: «البريد الإلكتروني أو رقم الجوال» و«كلمة المرور».' },
      async check(world, snapshot) {
        const { page } = world.customerTab;
        await page.getByLabel(text(world).identifier).waitFor();
        if (snapshot.context.failure) await visible(page, text(world).invalidCredentials);
      },
    },
    [loginSubmitting]: {
      shows: { en: "The login form holds the customer's email.", ar: 'يحمل نموذج الدخول بريد العميل.' },
      check: (world) => expectValue(world.customerTab.page, text(world).identifier, world.known.email),
    },
    'customer.signedOut.register.editing': {
      shows: (snapshot) =>
        snapshot.context.failure?.code === 'accountExists'
          ? { en: 'The registration form says the account already exists, with "Log in instead".', ar: 'يقول نموذج التسجيل إن الحساب موجود، مع «سجّل الدخول بدلًا من ذلك».' }
          : snapshot.context.failure
            ? { en: 'The registration form says "Please enter your full name."', ar: 'يقول نموذج التسجيل «يرجى إدخال اسمك الكامل.»' }
            : { en: 'The registration form: "Full Name", "Mobile Number", "Email Address", "Password".', ar: 'نموذج التسجيل: «الاسم الكامل» و«رقم الجوال» و«البريد الإلكتروني» و«كلمة المرور».' },
      async check(world, snapshot) {
        const { page } = world.customerTab;
        await page.getByLabel(text(world).fullName).waitFor();
        if (snapshot.context.failure?.code === 'accountExists') await visible(page, text(world).accountExists);
        else if (snapshot.context.failure) await visible(page, text(world).fullNameRequired);
      },
    },
    [registerSubmitting]: {
      shows: { en: "The registration form holds the newcomer's name and email.", ar: 'يحمل نموذج التسجيل اسم القادم الجديد وبريده.' },
      async check(world) {
        await expectValue(world.customerTab.page, text(world).fullName, world.newcomer.fullName);
        await expectValue(world.customerTab.page, text(world).email, world.newcomer.email);
      },
    },
    'customer.signedIn': {
      shows: { en: 'The dashboard says "Welcome, <name>".', ar: 'تقول لوحة العميل «مرحبًا، <الاسم>».' },
      async check(world) {
        const { page } = world.customerTab;
        await page.waitForURL('**/dashboard');
        await page.getByRole('heading', { name: new RegExp(text(world).welcome('').trim()) }).waitFor();
      },
    },
    [signingOut]: {
      shows: { en: 'The dashboard shows its "Logout" button.', ar: 'تعرض لوحة العميل زر «تسجيل الخروج».' },
      check: (world) => world.customerTab.page.locator('#main').getByRole('button', { name: text(world).logout }).waitFor(),
    },
    'admin.signedOut.editing': {
      shows: (snapshot) =>
        snapshot.context.adminFailure
          ? { en: 'In the admin tab, "Admin Login" says "Invalid email or password."', ar: 'في تبويب المشرف، تقول صفحة «دخول المشرف» «البريد الإلكتروني أو كلمة المرور غير صحيحة.»' }
          : { en: 'In the admin tab, the "Admin Login" page.', ar: 'في تبويب المشرف، صفحة «دخول المشرف».' },
      async check(world, snapshot) {
        const { page } = world.adminTab;
        await page.getByRole('heading', { name: text(world).adminLogin, level: 1 }).waitFor();
        if (snapshot.context.adminFailure) await visible(page, text(world).invalidAdminCredentials);
      },
    },
    [adminSubmitting]: {
      shows: { en: "The admin login form holds the admin's email.", ar: 'يحمل نموذج دخول المشرف بريد المشرف.' },
      check: (world) => expectValue(world.adminTab.page, text(world).email, e2eAdmin.email),
    },
    'admin.signedIn': {
      shows: { en: 'In the admin tab, the "Admin Dashboard".', ar: 'في تبويب المشرف، «لوحة تحكم المشرف».' },
      check: (world) => world.adminTab.page.getByRole('heading', { name: text(world).adminDashboard, level: 1 }).waitFor(),
    },
    [adminSigningOut]: {
      shows: { en: 'The admin dashboard shows its "Logout" button.', ar: 'تعرض لوحة المشرف زر «تسجيل الخروج».' },
      check: (world) => world.adminTab.page.locator('#main').getByRole('button', { name: text(world).logout }).waitFor(),
    },
  },
  events: {
    [sessionAnswer('error')]: {
      does: (event) =>
        event.held
          ? { en: 'Cut the network while the app waits for the server.', ar: 'اقطع الشبكة بينما ينتظر التطبيق الخادم.' }
          : { en: 'With the server out of reach, open the app, and the admin area in a second tab.', ar: 'والخادم بعيد المنال، افتح التطبيق، ومنطقة المشرف في تبويب ثانٍ.' },
      async act(world, event) {
        if (event.held) return letSessionAnswerThrough(world, (route) => route.abort('internetdisconnected'));
        await world.customerTab.context.route('**/api/auth/session', (route) => route.abort('internetdisconnected'));
        await world.customerTab.open('/');
        await world.adminTab.open('/admin/login');
        await world.customerTab.context.unroute('**/api/auth/session');
      },
    },
    [sessionAnswer('done')]: {
      does: (event) =>
        event.held
          ? heldAnswerWords(event.output.user)
          : event.output.user
          ? { en: 'As a customer with an account, log in elsewhere first, then open the app.', ar: 'بصفتك عميلًا له حساب، سجّل الدخول أولًا ثم افتح التطبيق.' }
          : event.output.admin
            ? { en: 'As the admin, sign in first, then open the app and the admin area.', ar: 'بصفتك المشرف، سجّل الدخول أولًا ثم افتح التطبيق ومنطقة المشرف.' }
            : { en: 'Open the app, and the admin area in a second tab.', ar: 'افتح التطبيق، ومنطقة المشرف في تبويب ثانٍ.' },
      async act(world, event) {
        const { request } = world.customerTab.page;
        const headers = { origin: new URL(baseUrl()).origin };
        if (event.held) return letHeldAnswerThrough(world, event.output.user);
        if (event.output.user) await request.post('/api/auth/login', { data: { identifier: world.known.email, password: world.known.password }, headers });
        // The customer's tab opens before the admin signs in: at / a signed-in admin is taken to the admin area.
        await world.customerTab.open('/');
        if (event.output.admin) await request.post('/api/admin/login', { data: e2eAdmin, headers: { ...headers, 'x-acting-as': 'admin' } });
        await world.adminTab.open('/admin/login');
      },
    },
    showRegister: {
      does: { en: 'Tap "Get Started".', ar: 'اضغط «ابدأ الآن».' },
      act: (world) => world.customerTab.page.getByRole('button', { name: text(world).getStarted }).click(),
    },
    toggleMode: {
      does: (_event) => ({ en: 'Tap the form\'s other choice: "Create account" or "Login".', ar: 'اضغط الخيار الآخر في النموذج: «إنشاء حساب» أو «تسجيل الدخول».' }),
      async act(world, _event, before) {
        const toRegister = before.matches({ customer: { signedOut: 'login' } });
        const form = world.customerTab.page.locator('#main form').last();
        await world.customerTab.page.getByRole('button', { name: toRegister ? text(world).createAccount : text(world).login, exact: true }).last().click();
        await form.waitFor();
      },
    },
    submitLogin: {
      does: { en: 'Type your email in "Email or mobile number".', ar: 'اكتب بريدك في «البريد الإلكتروني أو رقم الجوال».' },
      act: (world) => world.customerTab.page.getByLabel(text(world).identifier).fill(world.known.email),
    },
    [answer('done', loginSubmitting)]: {
      does: { en: 'Type the right password and tap "Login".', ar: 'اكتب كلمة المرور الصحيحة واضغط «تسجيل الدخول».' },
      act: (world) => pressLogin(world, world.customerTab, world.known.password),
    },
    [answer('error', loginSubmitting)]: {
      does: { en: 'Type a wrong password and tap "Login".', ar: 'اكتب كلمة مرور خاطئة واضغط «تسجيل الدخول».' },
      act: (world) => pressLogin(world, world.customerTab, 'not the password at all'),
    },
    submitRegistration: {
      does: (event) =>
        event.registration.fullName
          ? { en: 'Fill in "Full Name", "Mobile Number", "Email Address" and "Password", and tick the privacy notice.', ar: 'املأ «الاسم الكامل» و«رقم الجوال» و«البريد الإلكتروني» و«كلمة المرور»، وأشّر على إشعار الخصوصية.' }
          : { en: 'Fill in everything but "Full Name", tick the privacy notice and tap "Create account".', ar: 'املأ كل الحقول عدا «الاسم الكامل»، وأشّر على إشعار الخصوصية، واضغط «إنشاء حساب».' },
      async act(world, event) {
        const { page } = world.customerTab;
        await page.getByLabel(text(world).fullName).fill(event.registration.fullName ? world.newcomer.fullName : '');
        await page.getByLabel(text(world).mobile).fill(world.newcomer.mobile);
        await page.getByLabel(text(world).email).fill(world.newcomer.email);
        await page.getByLabel(text(world).password).fill(world.newcomer.password);
        await page.getByLabel(text(world).acceptPrivacyNotice).check();
        if (!event.registration.fullName) await pressCreateAccount(world);
      },
    },
    [answer('done', registerSubmitting)]: {
      does: { en: 'Tap "Create account".', ar: 'اضغط «إنشاء حساب».' },
      act: (world) => pressCreateAccount(world),
    },
    [answer('error', registerSubmitting)]: {
      does: { en: 'Change the email and mobile to those of an existing account and tap "Create account".', ar: 'غيّر البريد والجوال إلى بريد حساب موجود وجواله واضغط «إنشاء حساب».' },
      async act(world) {
        await world.customerTab.page.getByLabel(text(world).email).fill(world.known.email);
        await world.customerTab.page.getByLabel(text(world).mobile).fill(world.known.mobile);
        await pressCreateAccount(world);
      },
    },
    logout: {
      does: { en: 'Find "Logout" on the dashboard.', ar: 'اعثر على «تسجيل الخروج» في لوحة العميل.' },
      act: (world) => world.customerTab.page.locator('#main').getByRole('button', { name: text(world).logout }).scrollIntoViewIfNeeded(),
    },
    [answer('done', signingOut)]: {
      does: { en: 'Tap "Logout".', ar: 'اضغط «تسجيل الخروج».' },
      act: (world) => world.customerTab.page.locator('#main').getByRole('button', { name: text(world).logout }).click(),
    },
    [answer('done', forgetting)]: {
      does: { en: 'Wait: the app goes on by itself.', ar: 'انتظر: يتابع التطبيق وحده.' },
      async act() {},
    },
    submitAdminLogin: {
      does: { en: 'In the admin tab, type the admin\'s email in "Email Address".', ar: 'في تبويب المشرف، اكتب بريد المشرف في «البريد الإلكتروني».' },
      act: (world) => world.adminTab.page.getByLabel(text(world).email).fill(e2eAdmin.email),
    },
    [answer('done', adminSubmitting)]: {
      does: { en: 'Type the admin\'s password and tap "Login".', ar: 'اكتب كلمة مرور المشرف واضغط «تسجيل الدخول».' },
      act: (world) => pressLogin(world, world.adminTab, e2eAdmin.password),
    },
    [answer('error', adminSubmitting)]: {
      does: { en: 'Type a wrong password and tap "Login".', ar: 'اكتب كلمة مرور خاطئة واضغط «تسجيل الدخول».' },
      act: (world) => pressLogin(world, world.adminTab, 'not the admin password'),
    },
    adminLogout: {
      does: { en: 'Find "Logout" on the admin dashboard.', ar: 'اعثر على «تسجيل الخروج» في لوحة المشرف.' },
      act: (world) => world.adminTab.page.locator('#main').getByRole('button', { name: text(world).logout }).scrollIntoViewIfNeeded(),
    },
    [answer('done', adminSigningOut)]: {
      does: { en: 'Tap "Logout".', ar: 'اضغط «تسجيل الخروج».' },
      act: (world) => world.adminTab.page.locator('#main').getByRole('button', { name: text(world).logout }).click(),
    },
  },
  async open(browser, language: Language, input) {
    const signUp = await newVisitor(browser);
    const known = await registeredByApi(signUp, 'Model Known Customer');
    const other = (input as AuthInput).remembered ? await registeredByApi(signUp, 'Model Other Customer') : null;
    await signUp.context.close();
    const customerTab = await newVisitor(browser);
    const adminPage = await customerTab.context.newPage();
    const adminErrors: string[] = [];
    adminPage.on('pageerror', (error) => adminErrors.push(error.message));
    const adminTab: Visitor = {
      context: customerTab.context,
      page: adminPage,
      errors: adminErrors,
      async open(path) {
        await adminPage.goto(path);
        await adminPage.locator('#main').waitFor();
      },
    };
    const remembered = other ? { ...(await rememberedAndHeld(customerTab, known)), other } : null;
    return { language, visitors: [customerTab, adminTab], customerTab, adminTab, known, newcomer: newCustomer('Model Newcomer'), remembered };
  },
  close: (world) => world.customerTab.context.close(),
};

/** In `tab`, types `password` and taps the form's "Login". */
async function pressLogin(world: AuthWorld, tab: Visitor, password: string) {
  await tab.page.getByLabel(text(world).password).fill(password);
  await tab.page.locator('#main form').getByRole('button', { name: text(world).login, exact: true }).click();
}

const pressCreateAccount = (world: AuthWorld) =>
  world.customerTab.page.locator('#main form').getByRole('button', { name: text(world).createAccount, exact: true }).click();

/**
 * The remembered start: `known` signs in and opens the dashboard once (the device then remembers
 * them and keeps their log), then opens it again with the app's question who is signed in held.
 */
async function rememberedAndHeld(tab: Visitor, known: ReturnType<typeof newCustomer>): Promise<{ id: string; heldSession: Promise<Route> }> {
  const login = await tab.page.request.post('/api/auth/login', {
    data: { identifier: known.email, password: known.password },
    headers: { origin: new URL(baseUrl()).origin },
  });
  expect(login.status()).toBe(200);
  const id = await customerIdOf(tab.page);
  await tab.open('/dashboard');
  await expect.poll(() => deviceKeeps(tab.page, id), { message: 'the device keeping the customer' }).toEqual({ log: true, named: true });
  const heldSession = new Promise<Route>((resolve) => void tab.page.route('**/api/auth/session', resolve));
  await tab.open('/dashboard');
  return { id, heldSession };
}

function heldAnswerWords(user: { id: string } | null) {
  if (user?.id === sampleUser.id) return { en: 'Let the server answer: it still knows the customer.', ar: 'دع الخادم يجيب: ما زال يعرف العميل.' };
  if (user) return { en: 'As another customer, log in on this browser elsewhere, then let the server answer.', ar: 'بصفتك عميلًا آخر، سجّل الدخول على هذا المتصفح من مكان آخر، ثم دع الخادم يجيب.' };
  return { en: "End the customer's session elsewhere, then let the server answer.", ar: 'أنهِ جلسة العميل من مكان آخر، ثم دع الخادم يجيب.' };
}

/** Makes the server say `user` (the known customer, another one, or nobody), then lets the held question through to it. */
async function letHeldAnswerThrough(world: AuthWorld, user: { id: string } | null) {
  const { request } = world.customerTab.page;
  const headers = { origin: new URL(baseUrl()).origin };
  if (!user) await request.post('/api/auth/logout', { data: {}, headers });
  else if (user.id !== sampleUser.id) await request.post('/api/auth/login', { data: { identifier: world.remembered!.other.email, password: world.remembered!.other.password }, headers });
  const answer = await request.get('/api/auth/session');
  await letSessionAnswerThrough(world, (route) => route.fulfill({ response: answer }));
}

async function letSessionAnswerThrough(world: AuthWorld, answer: (route: Route) => Promise<void>) {
  await answer(await world.remembered!.heldSession);
  await world.adminTab.open('/admin/login');
}
