import { describe, expect, it } from 'vitest';
import { profileChange } from '../../src/app/profile-changes.ts';

const current = { fullName: 'Noura Alqahtani', email: 'noura@example.test', mobile: '+966512345678' };

describe('a profile edit', () => {
  it('keeps only what changed, the mobile stored as +9665XXXXXXXX', () => {
    expect(profileChange({ ...current, fullName: 'Noura A.', mobile: '٠٥٥٥١٢٣٤٥٦' }, current)).toEqual({
      ok: true,
      change: { fullName: 'Noura A.', mobile: '+966555123456' },
    });
  });

  it('sees the same mobile typed another way as no change', () => {
    expect(profileChange({ ...current, mobile: '0512345678' }, current)).toEqual({ ok: false, code: 'nothingChanged' });
  });

  it('refuses a mobile that is not Saudi, and a malformed email', () => {
    expect(profileChange({ ...current, mobile: '+14155550100' }, current)).toEqual({ ok: false, code: 'invalidMobile' });
    expect(profileChange({ ...current, email: 'not an email' }, current)).toEqual({ ok: false, code: 'invalidEmail' });
  });

  it('lets a customer who registered with a mobile only keep the email empty, and add one later', () => {
    const withoutEmail = { ...current, email: '' };
    expect(profileChange({ ...withoutEmail, fullName: 'Noura A.' }, withoutEmail)).toEqual({ ok: true, change: { fullName: 'Noura A.' } });
    expect(profileChange({ ...withoutEmail, email: 'Noura@example.test' }, withoutEmail)).toEqual({
      ok: true,
      change: { email: 'noura@example.test' },
    });
  });
});
