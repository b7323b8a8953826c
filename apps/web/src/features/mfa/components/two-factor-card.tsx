import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  cancelEnrolment,
  listVerifiedFactors,
  removeFactor,
  startEnrolment,
  verifyCode,
  type Enrolment,
} from '../api/mfa';
import { MFA_MESSAGES } from '@/lib/auth/second-factor';
import { createRecoveryCodes } from '../api/recovery-codes';
import { EnrolForm } from './enrol-form';
import { RecoveryCodes, RECOVERY_CODES_KEY } from './recovery-codes';
import { RecoveryNote } from './recovery-note';
import '../styles/mfa.css';

const FACTORS_KEY = ['mfa-factors'];

/**
 * /account: turn two-factor sign-in with an authenticator app on (QR code and a first code),
 * see it, remove it. `onSessionsEnded` runs when turning it on has signed other sessions out.
 */
export function TwoFactorCard({ onSessionsEnded }: { onSessionsEnded?: () => void }) {
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: FACTORS_KEY, queryFn: listVerifiedFactors });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);
  /** The first set of recovery codes, made right after two-factor turns on, shown once. */
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  const start = useMutation({
    mutationFn: startEnrolment,
    onSuccess: (started) => {
      setNotice(null);
      setEnrolment(started);
    },
  });
  const remove = useMutation({
    mutationFn: removeFactor,
    onSuccess: async () => {
      setConfirmRemove(null);
      setNotice(MFA_MESSAGES.removed);
      await queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
      await queryClient.invalidateQueries({ queryKey: RECOVERY_CODES_KEY });
    },
  });

  async function onVerify(code: string) {
    if (!enrolment) return;
    await verifyCode(enrolment.factorId, code);
    setEnrolment(null);
    setNotice(MFA_MESSAGES.enabled);
    // The session is aal2 now, which making recovery codes needs; if this fails, the codes
    // panel below offers to make them.
    setFreshCodes(await createRecoveryCodes().catch(() => null));
    onSessionsEnded?.();
    await queryClient.invalidateQueries({ queryKey: FACTORS_KEY });
    await queryClient.invalidateQueries({ queryKey: RECOVERY_CODES_KEY });
  }

  function onCancel() {
    if (enrolment) void cancelEnrolment(enrolment.factorId);
    setEnrolment(null);
  }

  const verified = factors.data ?? [];
  const on = verified.length > 0;

  return (
    <Card as="section" className="mfa-card" aria-labelledby="two-factor-title">
      <div className="mfa-card__head">
        <h2 id="two-factor-title" className="card__title">
          Two-factor authentication
        </h2>
        {factors.isSuccess ? (
          <Badge variant={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
        ) : null}
      </div>
      <p className="text-muted account-card__intro">
        Protect your account with a 6-digit code from an authenticator app, asked for after your
        password each time you sign in.
      </p>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {factors.isPending ? <p className="text-muted">Loading...</p> : null}
      {factors.isError ? <Alert variant="error">{MFA_MESSAGES.failed}</Alert> : null}

      {on ? (
        <ul className="mfa-factors" aria-label="Authenticator apps">
          {verified.map((factor) => (
            <li key={factor.id} className="mfa-factors__item">
              <div>
                <strong>{factor.friendly_name || 'Authenticator app'}</strong>
                <p className="text-muted mfa-factors__date">
                  Added {new Date(factor.created_at).toLocaleDateString()}
                </p>
              </div>
              {confirmRemove === factor.id ? (
                <div className="mfa-actions">
                  <Button
                    variant="danger"
                    size="sm"
                    loading={remove.isPending}
                    loadingText="Removing..."
                    onClick={() => remove.mutate(factor.id)}
                  >
                    Remove
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setConfirmRemove(null)}
                    disabled={remove.isPending}
                  >
                    Keep
                  </Button>
                </div>
              ) : (
                <Button variant="secondary" size="sm" onClick={() => setConfirmRemove(factor.id)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {confirmRemove ? (
        <p className="mfa-factors__warning">
          Remove this authenticator app? You will then sign in with your password only.
        </p>
      ) : null}
      {remove.isError ? <Alert variant="error">{remove.error.message}</Alert> : null}

      {factors.isSuccess && !on && !enrolment ? (
        <Button
          className="account-form__submit"
          loading={start.isPending}
          loadingText="Preparing..."
          onClick={() => start.mutate()}
        >
          Set up two-factor authentication
        </Button>
      ) : null}
      {start.isError ? <Alert variant="error">{start.error.message}</Alert> : null}
      {enrolment ? (
        <EnrolForm enrolment={enrolment} onVerify={onVerify} onCancel={onCancel} />
      ) : null}
      {on ? <RecoveryCodes fresh={freshCodes} onFreshDone={() => setFreshCodes(null)} /> : null}
      {on ? <RecoveryNote /> : null}
    </Card>
  );
}
