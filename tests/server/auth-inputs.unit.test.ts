import { describe, expect, it } from 'vitest';
import { readBody, registrationBody, signInBody } from '../../server/auth/auth-inputs.ts';
import { registrationPath } from '../../server/auth/registration.ts';
import type { Account } from '../../server/auth/accounts.ts';

const asRequest = (body: unknown) => ({ json: async () => body });
const valid = { fullName: 'Sara Q', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };

async function refusal(body: unknown, schema = registrationBody) {
  try {
    await readBody(asRequest(body), schema);
  } catch (error) {
    return error as { status: number; code: string; details: { issues: Array<{ path: string; code: string }> } };
  }
  throw new Error('the body was accepted');
}

describe('registration body', () => {
  it('keeps the email in lower case and the mobile as +9665XXXXXXXX, whatever digits were typed', async () => {
    const body = await readBody(asRequest({ ...valid, email: ' Sara@Example.COM ', mobile: '٠٥١٢٣٤٥٦٧٨' }), registrationBody);
    expect(body).toMatchObject({ email: 'sara@example.com', mobile: '+966512345678' });
  });

  it('takes a mobile or an email alone, the other kept as empty', async () => {
    const { mobile: _left, ...withoutMobile } = valid;
    expect(await readBody(asRequest(withoutMobile), registrationBody)).toMatchObject({ mobile: '', email: 'sara@example.com' });
    expect(await readBody(asRequest({ ...valid, email: '  ' }), registrationBody)).toMatchObject({ mobile: '+966512345678', email: '' });
  });

  it('says mobileOrEmailRequired when neither is given', async () => {
    const error = await refusal({ ...valid, mobile: ' ', email: '' });
    expect(error).toMatchObject({ status: 400, code: 'mobileOrEmailRequired' });
    expect(error.details.issues.map((issue) => issue.path)).toEqual(['mobile', 'email']);
  });

  it('says invalidMobile for a number that is not a Saudi mobile', async () => {
    expect(await refusal({ ...valid, mobile: '0412345678' })).toMatchObject({ code: 'invalidMobile' });
  });

  it('says invalidEmail for an address without a domain', async () => {
    expect(await refusal({ ...valid, email: 'sara@' })).toMatchObject({ code: 'invalidEmail' });
  });

  it('says passwordTooShort under 8 characters', async () => {
    expect(await refusal({ ...valid, password: 'seven77' })).toMatchObject({ code: 'passwordTooShort' });
  });

  it('says privacyNoticeNotAccepted unless the privacy notice is accepted', async () => {
    const { privacyNoticeAccepted: _left, ...unticked } = valid;
    expect(await refusal(unticked)).toMatchObject({ code: 'privacyNoticeNotAccepted' });
    expect(await refusal({ ...valid, privacyNoticeAccepted: false })).toMatchObject({ code: 'privacyNoticeNotAccepted' });
  });

  it('refuses an unknown field as invalidInput and names it', async () => {
    const error = await refusal({ ...valid, isAdmin: true });
    expect(error).toMatchObject({ status: 400, code: 'invalidInput' });
    expect(error.details.issues).toEqual([{ path: 'isAdmin', code: 'invalidInput' }]);
  });

  it('lists every field at fault, the first one giving the code', async () => {
    const error = await refusal({ ...valid, fullName: ' ', mobile: '0412345678', password: 'short' });
    expect(error.code).toBe('fullNameRequired');
    expect(error.details.issues.map((issue) => issue.code)).toEqual(['fullNameRequired', 'invalidMobile', 'passwordTooShort']);
  });

  it('says malformedJson when the body is not JSON at all', async () => {
    const error = await readBody({ json: () => Promise.reject(new SyntaxError('x')) }, signInBody).catch((e) => e);
    expect(error).toMatchObject({ status: 400, code: 'malformedJson' });
  });
});

describe('which registration an existing account allows', () => {
  const wanted = { email: 'sara@example.com', mobile: '+966512345678' };
  const account = (change: Partial<Account>): Account => ({
    userId: '4321',
    fullName: 'Sara',
    ...wanted,
    passwordHash: null,
    suspended: false,
    ...change,
  });

  it('creates a new account when nobody has the email or the mobile', () => {
    expect(registrationPath([], wanted)).toEqual({ kind: 'new' });
  });

  it('claims an admin-created account without a password when email and mobile both match', () => {
    expect(registrationPath([account({})], wanted)).toMatchObject({ kind: 'claim', account: { userId: '4321' } });
  });

  it('refuses when the matching account already has a password (no takeover)', () => {
    expect(registrationPath([account({ passwordHash: '$scrypt$…' })], wanted)).toEqual({ kind: 'refuse' });
  });

  it('refuses to claim an admin-created account matched by its email alone', () => {
    expect(registrationPath([account({ mobile: '+966500000000' })], wanted)).toEqual({ kind: 'refuse' });
  });

  it('refuses when the email and the mobile belong to two different accounts', () => {
    const byEmail = account({ mobile: '+966500000000' });
    const byMobile = account({ userId: '5555', email: 'other@example.com' });
    expect(registrationPath([byEmail, byMobile], wanted)).toEqual({ kind: 'refuse' });
  });
});
