import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * On /login and /signup for someone who already has a session (for example just back from
 * the confirmation link): the way on, without hiding the form for signing in as someone else.
 */
export function SignedInHint({ continueTo }: { continueTo: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Alert variant="info">
      <p>
        You&apos;re signed in as <strong>{user.email}</strong>.{' '}
        <Link to={continueTo} className="alert__link">
          Continue
        </Link>
      </p>
    </Alert>
  );
}
