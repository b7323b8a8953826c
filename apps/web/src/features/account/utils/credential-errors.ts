/**
 * What the account forms say when the auth service refuses a new password or email, by its
 * error code (GoTrue's codes; the texts of the two current-password codes are the same
 * there, so the code is what tells them apart). Other refusals show the server's message,
 * which for a weak password is already worded like the rule checklist.
 */
const BY_CODE: Record<string, string> = {
  current_password_required: 'Enter your current password.',
  current_password_invalid: 'Your current password is not right. Nothing was changed.',
  reauthentication_needed:
    'For your security, sign in again, then make this change within 10 minutes of signing in.',
  same_password: 'The new password must be different from your current one.',
  over_request_rate_limit: 'Too many attempts. Wait a few minutes and try again.',
};

export function credentialErrorText(error: { code?: string | undefined; message: string }): string {
  return (error.code && BY_CODE[error.code]) || error.message;
}

/** Whether the account signs in with a password (an email identity), so it can be asked for. */
export function hasPasswordSignIn(
  identities: readonly { provider: string }[] | undefined,
): boolean {
  return identities?.some((identity) => identity.provider === 'email') ?? false;
}
