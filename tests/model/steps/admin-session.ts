// The admin's browser signs in through the API (signing in is the auth flow's to test); again
// after time passed, since an admin's session ends after 30 idle minutes.
import type { Visitor } from '../../e2e/browser.ts';
import { e2eAdmin } from '../../e2e/e2e-admin.ts';
import { baseUrl } from '../../e2e/file-server.ts';

export async function signInAdminByApi(admin: Visitor): Promise<void> {
  const login = await admin.page.request.post('/api/admin/login', { data: e2eAdmin, headers: { origin: new URL(baseUrl()).origin } });
  if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}`);
}
