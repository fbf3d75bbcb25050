// The auth machine in the browser: a customer who logs in, registers (refused by the form's
// rules, refused by the server, accepted) and logs out, in one tab; the admin who signs in and
// out, in a second tab of the same browser. Each server call is prepared by the person's event
// (the form filled) and completed by its answer's event (the button pressed with what makes
// the server say yes or no).
import type { Page } from 'playwright-core';
import { authMachine, type AuthSnapshot } from '../../../machines/auth.machine.ts';
import { newCustomer, newVisitor, registeredByApi, type Visitor } from '../../e2e/browser.ts';
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
}

const answer = (outcome: 'done' | 'error', stateId: string) => `xstate.${outcome}.actor.0.auth.${stateId}`;
const loading = 'loading';
const loginSubmitting = 'ready.customer.signedOut.login.submitting';
const registerSubmitting = 'ready.customer.signedOut.register.submitting';
const signingOut = 'ready.customer.signingOut';
const adminSubmitting = 'ready.admin.signedOut.submitting';
const adminSigningOut = 'ready.admin.signingOut';

const sampleUser = { id: '1', fullName: 'Model Customer', email: 'model@example.test', mobile: '' };
const sampleAdmin = { id: 'admin', email: e2eAdmin.email };
const validRegistration = { fullName: 'Model Customer', mobile: '', email: 'model@example.test', password: 'a long enough secret', privacyNoticeAccepted: true };

const eventSamples: ModelEvent[] = [
  { type: answer('done', loading), output: { user: null, admin: null } },
  { type: answer('done', loading), output: { user: sampleUser, admin: null } },
  { type: answer('done', loading), output: { user: null, admin: sampleAdmin } },
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
  { type: 'submitAdminLogin', credentials: { email: e2eAdmin.email, password: e2eAdmin.password } },
  { type: answer('done', adminSubmitting), output: sampleAdmin },
  { type: answer('error', adminSubmitting), error: { code: 'invalidCredentials' } },
  { type: 'adminLogout' },
  { type: answer('done', adminSigningOut) },
];

const customerAtRest = (snapshot: AuthSnapshot) =>
  snapshot.matches({ ready: { customer: { signedOut: { login: 'editing' } } } }) && snapshot.context.failure == null;
const adminAtRest = (snapshot: AuthSnapshot) => snapshot.matches({ ready: { admin: { signedOut: 'editing' } } }) && snapshot.context.adminFailure == null;
const isAdminEvent = (event: ModelEvent) => /admin/i.test(event.type);

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
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.failure?.code ?? null, snapshot.context.adminFailure?.code ?? null]),
  // The customer's tab and the admin's tab do not touch each other: each one's paths start with
  // the other at rest, which takes every transition without walking the product of the two.
  filterEvents: (snapshot, event) => (isAdminEvent(event) ? customerAtRest(snapshot) || !snapshot.matches('ready') : adminAtRest(snapshot) || !snapshot.matches('ready')),
  languages: ['en'],
  unreachable: {
    'signingOut --xstate.error': 'the server never refuses a logout; only a network cut while logging out leads there (tests/e2e/resilience.e2e.test.ts)',
    'auth.loading --xstate.error': 'asking the server who is signed in fails only without a network; the app then treats the visitor as signed out (tests/e2e/offline-banner.e2e.test.ts)',
  },
  states: {
    loading: {
      shows: { en: 'Nothing is open yet.', ar: 'لم يُفتح شيء بعد.' },
      async check(world) {
        if (world.customerTab.page.url() !== 'about:blank') throw new Error(`the app is already open at ${world.customerTab.page.url()}`);
      },
    },
    'ready.customer.signedOut.login.editing': {
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
    'ready.customer.signedOut.register.editing': {
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
    'ready.customer.signedIn': {
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
    'ready.admin.signedOut.editing': {
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
    'ready.admin.signedIn': {
      shows: { en: 'In the admin tab, the "Admin Dashboard".', ar: 'في تبويب المشرف، «لوحة تحكم المشرف».' },
      check: (world) => world.adminTab.page.getByRole('heading', { name: text(world).adminDashboard, level: 1 }).waitFor(),
    },
    [adminSigningOut]: {
      shows: { en: 'The admin dashboard shows its "Logout" button.', ar: 'تعرض لوحة المشرف زر «تسجيل الخروج».' },
      check: (world) => world.adminTab.page.locator('#main').getByRole('button', { name: text(world).logout }).waitFor(),
    },
  },
  events: {
    [answer('done', loading)]: {
      does: (event) =>
        event.output.user
          ? { en: 'As a customer with an account, log in elsewhere first, then open the app.', ar: 'بصفتك عميلًا له حساب، سجّل الدخول أولًا ثم افتح التطبيق.' }
          : event.output.admin
            ? { en: 'As the admin, sign in first, then open the app and the admin area.', ar: 'بصفتك المشرف، سجّل الدخول أولًا ثم افتح التطبيق ومنطقة المشرف.' }
            : { en: 'Open the app, and the admin area in a second tab.', ar: 'افتح التطبيق، ومنطقة المشرف في تبويب ثانٍ.' },
      async act(world, event) {
        const { request } = world.customerTab.page;
        const headers = { origin: new URL(baseUrl()).origin };
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
        const toRegister = before.matches({ ready: { customer: { signedOut: 'login' } } });
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
  async open(browser, language: Language) {
    const signUp = await newVisitor(browser);
    const known = await registeredByApi(signUp, 'Model Known Customer');
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
    return { language, visitors: [customerTab, adminTab], customerTab, adminTab, known, newcomer: newCustomer('Model Newcomer') };
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
