// "Delete my account": the password typed again goes to the server, which erases the account
// at once or answers why not (docs/decisions.md 34); once it is gone the tab signs out, which
// wipes the device's copy of the log.
import { postChange } from './profile-changes.ts';

export const deleteAccount = (password: string) => postChange('/api/me/account-deletion', { password });
