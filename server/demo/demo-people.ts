import { familyNames, givenNames } from './saudi-names.ts';
import type { SeededRandom } from './seeded-random.ts';

// The demo's people: about half write their name in Arabic script, the others in Latin
// letters, and they write to the company in that language. Each has an email address (on the
// domains reserved for examples) and a Saudi mobile number of their own.
export type Language = 'ar' | 'en';

export interface Person {
  fullName: string;
  email: string;
  /** As typed in the form: 05XXXXXXXX. */
  mobile: string;
  language: Language;
}

const emailDomains = ['example.com', 'example.net', 'example.org'];
const mobilePrefixes = ['50', '53', '54', '55', '56', '58', '59'];

export function drawPeople(random: SeededRandom, count: number): Person[] {
  const people: Person[] = [];
  const emails = new Set<string>();
  const mobiles = new Set<string>();
  while (people.length < count) {
    const given = random.pick(givenNames);
    const family = random.pick(familyNames);
    const email = `${given.en}.${family.en.replace('-', '')}@${random.pick(emailDomains)}`.toLowerCase();
    const mobile = `0${random.pick(mobilePrefixes)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    if (emails.has(email) || mobiles.has(mobile)) continue;
    emails.add(email);
    mobiles.add(mobile);
    const language: Language = random.chance(0.5) ? 'ar' : 'en';
    const fullName = language === 'ar' ? `${given.ar} ${family.ar}` : `${given.en} ${family.en}`;
    people.push({ fullName, email, mobile, language });
  }
  return people;
}
