import { afterEach, describe, expect, it } from 'vitest';
import { recallSession, rememberSession } from '../../src/app/last-session.ts';

const noura = { id: '4021', fullName: 'Noura Alqahtani', email: 'noura@example.test', mobile: '+966512345678' };

describe('the last known session', () => {
  afterEach(() => localStorage.clear());

  it('recalls the customer the server last named', () => {
    rememberSession(noura);
    expect(recallSession()).toEqual(noura);
  });

  it('forgets them when the server says nobody is signed in, or at logout', () => {
    rememberSession(noura);
    rememberSession(null);
    expect(recallSession()).toBeNull();
  });

  it('ignores a stored value that is not a whole session', () => {
    localStorage.setItem('lastSession', '{"id":"4021"}');
    expect(recallSession()).toBeNull();
    localStorage.setItem('lastSession', 'not json');
    expect(recallSession()).toBeNull();
  });
});
