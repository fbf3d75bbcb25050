// What the company's own lines say, in the reader's language: the greeting, the auto-reply
// (the spec's words) and the customer's last sign-in.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChatContent } from '../../../machines/chat.machine.ts';

export const autoReplyText = msg`Thank you for your message. Our team will review this and get back to you shortly. Is there anything else I can help you with?`;

export const greetingText = (customerName: string): MessageDescriptor =>
  msg`Hello ${customerName}, welcome! How can we help you today?`;

export const messageSent = { title: msg`Message sent!`, description: msg`Admin will respond shortly` };

/** A message as the reader reads it: the customer's or admin's own words, or the company's line. */
export function messageText(content: ChatContent, i18n: I18n): string {
  if (content.kind === 'text') return content.text;
  return i18n._(content.kind === 'greeting' ? greetingText(content.customerName) : autoReplyText);
}
