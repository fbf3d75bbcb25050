// The privacy notice's versions, oldest first (docs/decisions.md 32). A changed notice adds a
// version here; a customer who accepted an older one is asked again, and an acceptance names
// the version the customer read, so the log says which text they agreed to.
export const privacyNoticeVersions = ['2026-11-27'] as const;
export type PrivacyNoticeVersion = (typeof privacyNoticeVersions)[number];

export const currentPrivacyNoticeVersion: PrivacyNoticeVersion = privacyNoticeVersions.at(-1)!;

/** Versions are dates (YYYY-MM-DD), so the later one sorts after. */
export const notOlderNotice = (accepted: string | null, offered: string): boolean => accepted === null || offered >= accepted;

/** The customer has not accepted the notice in force (never, or only an older one). */
export const needsToAcceptNotice = (accepted: string | null): boolean => accepted !== currentPrivacyNoticeVersion;
