// The booking form as the customer left it, kept on this device per customer and service
// (IndexedDB via localforage), so a reload or a trip back and forth keeps what was typed.
// Forgotten once the booking is sent, and all of them at logout: they hold an address and a phone.
import localforage from 'localforage';
import type { BookingDraft } from '../../machines/booking.machine.ts';

export interface DraftOwner {
  userId: string;
  /** The service booked, or 'vip' for a VIP booking whose services are picked on the form. */
  form: string;
}

const drafts = () => localforage.createInstance({ name: 'booking-drafts', storeName: 'drafts' });

const keyOf = ({ userId, form }: DraftOwner) => `${userId}/${form}`;

export async function loadBookingDraft(owner: DraftOwner): Promise<BookingDraft | null> {
  return (await drafts().getItem<BookingDraft>(keyOf(owner))) ?? null;
}

export async function saveBookingDraft(owner: DraftOwner, draft: BookingDraft): Promise<void> {
  await drafts().setItem(keyOf(owner), draft);
}

export async function forgetBookingDraft(owner: DraftOwner): Promise<void> {
  await drafts().removeItem(keyOf(owner));
}

export async function forgetEveryBookingDraft(): Promise<void> {
  await drafts().clear();
}
