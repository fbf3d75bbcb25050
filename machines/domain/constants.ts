// The business constants of spec section 9, as docs/decisions.md settles them.
export const serviceIds = [
  'electrical',
  'plumbing',
  'painting',
  'marble',
  'general',
  'ac',
  'camera',
  'other',
] as const;
export type ServiceId = (typeof serviceIds)[number];

export const vipServiceIds = [
  'electrical',
  'plumbing',
  'painting',
  'marble',
  'general',
  'other',
] as const satisfies readonly ServiceId[];

export const planIds = ['vip', 'vip-plus'] as const;
export type PlanId = (typeof planIds)[number];
export const isPlanId = (value: unknown): value is PlanId => (planIds as readonly unknown[]).includes(value);

export const limits = {
  maxServicesPerVipBooking: 2,
  minHoursBetweenVipRequests: 2,
  subscriptionDays: 30,
  autoReplyDelayMs: 1500,
  syncSpinnerMs: 500,
  toastDurationMs: 5000,
  userIdMin: 1000,
  userIdMax: 9999,
  /** The 3-digit numbers browsers drew before the server numbered requests (docs/decisions.md 5). */
  drawnOrderNumberMin: 100,
  drawnOrderNumberMax: 999,
  /** The server numbers requests from here on, one after another: never one a browser drew. */
  firstOrderNumber: 1000,
  requestIdDisplayDigits: 6,
  maxImageBytes: 5 * 1024 * 1024,
  maxTextLength: 2000,
  maxCompletionPhotos: 3,
  /** How long a customer may change the review they wrote. */
  reviewEditableDays: 7,
} as const;
