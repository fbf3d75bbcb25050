// What one typed lookup query can name: a user id, an email, a mobile, an order number, a
// request number (the last 6 hex digits screens show) or a request's full id. Arabic-Indic
// digits, spaces, a leading '#' and letter case do not matter. Pure.
import { limits } from '../domain/constants.ts';
import { normaliseEmail, normaliseSaudiMobile } from '../domain/phone-number.ts';
import { searchable } from './search-text.ts';

export type LookupKey =
  | { by: 'userId'; userId: string }
  | { by: 'email'; email: string }
  | { by: 'mobile'; mobile: string }
  | { by: 'orderNumber'; orderNumber: number }
  | { by: 'requestNumber'; requestNumber: string }
  | { by: 'requestId'; requestId: string };

const userIdPattern = /^[1-9]\d{3,4}$/;
/** The 3-digit numbers browsers drew (100-999) and the server's from 1000 on; 4 or 5 digits may be a user id too. */
const orderNumberPattern = /^[1-9]\d{2,14}$/;
const requestNumberPattern = new RegExp(`^[0-9a-f]{${limits.requestIdDisplayDigits}}$`);
const requestIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function lookupKeys(query: string): LookupKey[] {
  const text = searchable(query).replace(/^#\s*/, '');
  if (text === '') return [];
  if (text.includes('@')) return [{ by: 'email', email: normaliseEmail(text) }];
  const keys: LookupKey[] = [];
  const compact = text.replace(/[\s-]/g, '');
  if (userIdPattern.test(compact)) keys.push({ by: 'userId', userId: compact });
  if (orderNumberPattern.test(compact)) keys.push({ by: 'orderNumber', orderNumber: Number(compact) });
  if (requestNumberPattern.test(compact)) keys.push({ by: 'requestNumber', requestNumber: compact.toUpperCase() });
  if (requestIdPattern.test(text)) keys.push({ by: 'requestId', requestId: text });
  const mobile = normaliseSaudiMobile(text);
  if (mobile) keys.push({ by: 'mobile', mobile });
  return keys;
}
