import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/ui/initials.ts';

describe('the avatar initials', () => {
  it('takes the first letters of the first and the last name', () => {
    expect(initialsOf('noura bint saad alqahtani')).toBe('NA');
  });

  it('skips the Arabic article in a family name', () => {
    expect(initialsOf('ريم العتيبي')).toBe('رع');
  });

  it('gives one letter for one word and a question mark for none', () => {
    expect(initialsOf('  Faisal ')).toBe('F');
    expect(initialsOf('   ')).toBe('?');
  });
});
