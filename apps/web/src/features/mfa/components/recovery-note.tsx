/** How an owner without the authenticator gets back in: a recovery code, or the mailed link. */
export function RecoveryNote() {
  return (
    <p className="text-muted mfa-recovery-note">
      Without your authenticator app, choose &lsquo;Use a recovery code&rsquo; at the sign-in code
      step. No codes left? Choose &lsquo;I lost my authenticator&rsquo; there: we email a one-time
      link to your account address that turns two-factor authentication off.
    </p>
  );
}
