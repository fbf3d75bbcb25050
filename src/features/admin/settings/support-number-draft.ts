// The WhatsApp support number as the admin types it (05XXXXXXXX, +966 5X XXX XXXX, 00971…),
// as a draft for the log in international form (+9665XXXXXXXX), or why it is no number.
import { normaliseSaudiMobile } from '../../../../machines/domain/phone-number.ts';
import { settingsSupportNumberChanged } from '../../../../machines/domain/settings-events.ts';
import type { Draft } from '../../../eventlog/event-log.ts';

export type SupportNumberProblem = 'invalidSupportNumber';

/** A Saudi mobile however typed; any other number with its country code, '+' or '00' first. */
function international(typed: string): string {
  const saudiMobile = normaliseSaudiMobile(typed);
  if (saudiMobile) return saudiMobile;
  return typed.replace(/[\s\-().\u200e\u200f]/g, '').replace(/^00/, '+');
}

export function supportNumberDraft(typed: string): { draft: Draft } | { problem: SupportNumberProblem } {
  const data = settingsSupportNumberChanged.safeParse({ number: international(typed) });
  if (!data.success) return { problem: 'invalidSupportNumber' };
  return { draft: { stream: 'settings', type: 'settings.supportNumberChanged', data: data.data } };
}
