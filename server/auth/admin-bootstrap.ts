import { randomBytes } from 'node:crypto';
import { normaliseEmail } from '../../machines/domain/phone-number.ts';
import type { ServerConfig } from '../config.ts';
import type { Database, SqlRunner } from '../store/database.ts';
import { insertAdmin } from './admins.ts';
import { createPasswordHasher } from './password-hashing.ts';

// The first start creates the first admin (docs/decisions.md 2): from ADMIN_EMAIL / ADMIN_PASSWORD,
// or with a generated password printed once. There is never a default password, and an
// existing admin is never reset from the environment (later admins come from Settings).
export interface BootstrapDeps {
  db: Database;
  config: Pick<ServerConfig, 'adminEmail' | 'adminPassword' | 'isTest'>;
  now: () => Date;
  log: (line: string) => void;
}

export const fallbackAdminEmail = 'admin@localhost';
export const minAdminPasswordLength = 12;

export type BootstrapOutcome = 'created' | 'alreadyThere';

export async function bootstrapAdmin({ db, config, now, log }: BootstrapDeps): Promise<BootstrapOutcome> {
  if (config.adminPassword !== null && config.adminPassword.length < minAdminPasswordLength) {
    throw new Error(`ADMIN_PASSWORD must be at least ${minAdminPasswordLength} characters.`);
  }
  if (await anyAdmin(db)) return alreadyThere(config, log);
  const email = normaliseEmail(config.adminEmail ?? fallbackAdminEmail);
  const generated = config.adminPassword === null;
  const password = config.adminPassword ?? randomBytes(18).toString('base64url');
  const hash = await createPasswordHasher(config).hash(password);

  const created = await db.transaction(async (tx) => {
    // Two instances starting together must not both create a first admin.
    await tx.query('lock table admins in share row exclusive mode');
    if (await anyAdmin(tx)) return false;
    await insertAdmin(tx, email, hash, now());
    return true;
  });
  if (!created) return alreadyThere(config, log);
  log(
    generated
      ? `Admin account created. Sign in at /admin/login with email ${email} and password ${password} ` +
          '(this password will not be shown again; change it in Settings).'
      : `Admin account created for ${email} from ADMIN_EMAIL / ADMIN_PASSWORD.`,
  );
  return 'created';
}

async function anyAdmin(db: SqlRunner): Promise<boolean> {
  const { rows } = await db.query('select 1 from admins limit 1');
  return rows.length > 0;
}

function alreadyThere(config: BootstrapDeps['config'], log: BootstrapDeps['log']): BootstrapOutcome {
  if (config.adminEmail || config.adminPassword) {
    log('An admin account exists already: ADMIN_EMAIL and ADMIN_PASSWORD are not used (they never reset it).');
  }
  return 'alreadyThere';
}
