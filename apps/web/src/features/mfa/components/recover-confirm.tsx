import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { confirmRecovery } from '../api/recovery';

type State = { status: 'working' } | { status: 'done' | 'failed'; text: string };

/** The mailed recovery link's page, for a signed-in owner: removes the factors once. */
export function RecoverConfirm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmRecovery(token).then(
      (text) => setState({ status: 'done', text }),
      (err: unknown) =>
        setState({ status: 'failed', text: err instanceof Error ? err.message : String(err) }),
    );
  }, [token]);

  if (state.status === 'working')
    return <PageSpinner text="Turning off two-factor authentication..." />;
  return (
    <div className="stack">
      <Alert variant={state.status === 'done' ? 'success' : 'error'}>{state.text}</Alert>
      <LinkButton to={state.status === 'done' ? '/account' : '/login/two-factor'} block>
        {state.status === 'done' ? 'Go to Account Settings' : 'Back to sign-in'}
      </LinkButton>
    </div>
  );
}
