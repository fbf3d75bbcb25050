import { describe, expect, it } from 'vitest';
import { normalisedRegistration, registrationProblems } from '../../machines/domain/registration-rules.ts';

// A registration shows every problem at once, beside its field; a mobile OR an email is enough.
const valid = { fullName: 'Sara Q', mobile: '0512345678', email: 'sara@example.com', password: 'a fine password', privacyNoticeAccepted: true };

describe('the registration rules', () => {
  it('finds nothing wrong with a name, a password and both contacts', () => {
    expect(registrationProblems(valid)).toEqual({});
  });

  it('is satisfied with a mobile alone or an email alone', () => {
    expect(registrationProblems({ ...valid, email: '' })).toEqual({});
    expect(registrationProblems({ ...valid, mobile: ' ' })).toEqual({});
  });

  it('names all five problems of an empty form at once', () => {
    expect(registrationProblems({ fullName: '', mobile: '', email: '', password: '', privacyNoticeAccepted: false })).toEqual({
      fullName: 'fullNameRequired',
      mobile: 'mobileOrEmailRequired',
      email: 'mobileOrEmailRequired',
      password: 'passwordRequired',
      privacyNoticeAccepted: 'privacyNoticeNotAccepted',
    });
  });

  it('given a form filled in well, when the privacy notice is not accepted, then that alone is the problem', () => {
    expect(registrationProblems({ ...valid, privacyNoticeAccepted: false })).toEqual({ privacyNoticeAccepted: 'privacyNoticeNotAccepted' });
  });

  it('judges a contact that is given even when the other one is fine', () => {
    expect(registrationProblems({ ...valid, mobile: '0412345678', email: 'sara@', password: 'short' })).toEqual({
      mobile: 'invalidMobile',
      email: 'invalidEmail',
      password: 'passwordTooShort',
    });
  });

  it('keeps the mobile as +9665XXXXXXXX, the email in lower case and a contact not given as empty', () => {
    expect(normalisedRegistration({ ...valid, fullName: ' Sara Q ', mobile: '٠٥١٢٣٤٥٦٧٨', email: '' })).toEqual({
      fullName: 'Sara Q',
      mobile: '+966512345678',
      email: '',
      password: 'a fine password',
      privacyNoticeAccepted: true,
    });
  });
});
