import { PasswordResetPage } from '../features/account/PasswordResetPage.tsx';
import { resetPasswordRoute } from './password-reset.tsx';

// The forgot-password pages (loaded lazily): asking from the login form, and the e-mailed link.
export function ForgotPasswordRoute() {
  return <PasswordResetPage input={{ token: null }} />;
}

export function ResetPasswordRoute() {
  const { token } = resetPasswordRoute.useSearch();
  return <PasswordResetPage input={{ token: token ?? null, brokenLink: token === undefined }} />;
}
