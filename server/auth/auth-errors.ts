import { ApiError } from '../http/api-error.ts';

// The refusals of registration and sign-in. Sign-in refusals never say which part was wrong.
export const accountExists = () =>
  new ApiError(409, 'accountExists', 'An account with this email or mobile already exists.');

export const invalidCredentials = () => new ApiError(401, 'invalidCredentials', 'Invalid credentials.');

export const invalidAdminCredentials = () =>
  new ApiError(401, 'invalidCredentials', 'Invalid email or password.');

export const accountSuspended = () =>
  new ApiError(403, 'accountSuspended', 'This account is suspended. Please contact support.');

/** Carries how long to wait, for the Retry-After header. */
export class TooManyAttempts extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'tooManyAttempts', 'Too many sign-in attempts. Please wait a few minutes and try again.');
  }
}
