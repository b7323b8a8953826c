/** The round icon above a finished step ('Check your email', 'Password updated') or a broken link. */
export function AuthStatusIcon({ variant }: { variant: 'success' | 'mail' | 'error' }) {
  const path =
    variant === 'success'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : variant === 'mail'
        ? 'M4 6h16v12H4zM4 7l8 6 8-6'
        : 'M12 7v6M12 16.5h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z';
  return (
    <div
      className={variant === 'error' ? 'auth-card__icon auth-card__icon--error' : 'auth-card__icon'}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
