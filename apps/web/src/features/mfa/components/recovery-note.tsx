/** How an owner who lost the authenticator gets back in (the sign-in code step offers the email). */
export function RecoveryNote() {
  return (
    <p className="text-muted mfa-recovery-note">
      Lost your authenticator? At sign-in, after your password, choose &lsquo;I lost my
      authenticator&rsquo;. We email a one-time link to your account address; open it in the same
      browser to turn two-factor authentication off.
    </p>
  );
}
