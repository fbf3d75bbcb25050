/** The admin the browser suites' server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: 'owner@riyadh-maintenance.test', password: 'correct horse battery staple' };
