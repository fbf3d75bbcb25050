import { describe, expect, it } from 'vitest';
import { requestSummaryLink, requestSummaryText, supportChatLink, type RequestSummary } from '../../src/app/whatsapp-link.ts';

const summary: RequestSummary = {
  clientName: 'Noura Alqahtani',
  email: 'noura@example.test',
  mobile: '+966512345678',
  userId: '40217',
  orderNumber: 1482,
  requestNumber: '1F2E3D',
  services: ['Plumbing'],
  note: 'Kitchen sink leaks & drips',
  location: 'Al Olaya, Riyadh',
  date: '2026-12-01',
  time: '10:30',
  hasImage: true,
};

describe('WhatsApp links', () => {
  it('opens a chat with the support number in digits only, without the plus', () => {
    expect(supportChatLink('+966 50 000 1234')).toBe('https://wa.me/966500001234');
  });

  it('offers no link while the settings have no support number', () => {
    expect(supportChatLink(null)).toBeNull();
    expect(requestSummaryLink(null, summary)).toBeNull();
  });

  it('writes every line of the spec: client, email, mobile, short user id, order, services, note, location, date, time, image', () => {
    expect(requestSummaryText(summary).split('\n')).toEqual([
      'New service request',
      'Client: Noura Alqahtani',
      'Email: noura@example.test',
      'Mobile: +966512345678',
      'User ID: 0217',
      'Order number: 1482',
      'Services: Plumbing',
      'Note: Kitchen sink leaks & drips',
      'Location: Al Olaya, Riyadh',
      'Date: 2026-12-01',
      'Time: 10:30',
      'Image: yes',
    ]);
    expect(requestSummaryText({ ...summary, hasImage: false })).toMatch(/Image: no$/);
  });

  it('names the request by its request number while the server has not numbered it yet', () => {
    const lines = requestSummaryText({ ...summary, orderNumber: null }).split('\n');
    expect(lines).toContain('Request number: 1F2E3D');
    expect(lines.some((line) => line.startsWith('Order number'))).toBe(false);
  });

  it('prefills the text encoded, so "&" and new lines survive the URL', () => {
    const link = requestSummaryLink('+966500001234', summary)!;
    expect(link.startsWith('https://wa.me/966500001234?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(requestSummaryText(summary));
  });
});
