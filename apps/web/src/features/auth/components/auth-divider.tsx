/** The 'or' rule between the email form and the provider buttons. */
export function AuthDivider() {
  return (
    <div className="auth-divider" role="separator" aria-label="or">
      <span aria-hidden="true">or</span>
    </div>
  );
}
