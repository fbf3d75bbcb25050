import type { ReportMessage } from './reporting-port.ts';

// ZATCA's messages as the log may keep them (the `invoice.reported` schema): its words come from
// outside, so control and bidi characters are taken out and lengths capped, rather than an
// answer the log refuses (the reactor would then send the document again and again).
const notKept = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/gu;
const maxMessages = 100;

/** Cut to `max` UTF-16 units, never through a pair. */
const kept = (text: string, max: number) =>
  text.replace(notKept, ' ').trim().slice(0, max).replace(/[\uD800-\uDBFF]$/, '').trim();

export const recordableMessages = (messages: readonly ReportMessage[]): ReportMessage[] =>
  messages.slice(0, maxMessages).map((message) => ({ code: kept(message.code.replace(/[\t\n]/g, ' '), 100) || 'unknown', text: kept(message.text, 2_000) }));
