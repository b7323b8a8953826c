import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { createRecoveryCodes, getRecoveryCodeStatus } from '../api/recovery-codes';

export const RECOVERY_CODES_KEY = ['mfa-recovery-codes'];

/** The codes of a set just made: shown once, to copy or download, until the owner is done. */
function FreshCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `FrameToCode two-factor recovery codes\nEach code works once.\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="mfa-codes" role="region" aria-labelledby="mfa-codes-title">
      <h3 id="mfa-codes-title" className="mfa-codes__title">
        Save your recovery codes
      </h3>
      <p className="text-muted mfa-recovery-note">
        Each code signs you in once when your authenticator app is not at hand. They are shown only
        now: keep them in a password manager or print them.
      </p>
      <ol className="mfa-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="mfa-actions">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <a
          className="btn btn--secondary btn--sm"
          href={download}
          download="frametocode-recovery-codes.txt"
        >
          Download
        </a>
        <Button size="sm" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </div>
  );
}

/**
 * Two-factor recovery codes on /account: how many are left, and a new set (which replaces
 * the old one). `fresh` are codes made elsewhere (right after turning two-factor on).
 */
export function RecoveryCodes({
  fresh,
  onFreshDone,
}: {
  fresh: string[] | null;
  onFreshDone: () => void;
}) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: RECOVERY_CODES_KEY, queryFn: getRecoveryCodeStatus });
  const [confirming, setConfirming] = useState(false);
  const [made, setMade] = useState<string[] | null>(null);
  const create = useMutation({
    mutationFn: createRecoveryCodes,
    onSuccess: async (codes) => {
      setConfirming(false);
      setMade(codes);
      await queryClient.invalidateQueries({ queryKey: RECOVERY_CODES_KEY });
    },
  });

  const shown = made ?? fresh;
  if (shown)
    return (
      <FreshCodes
        codes={shown}
        onDone={() => {
          setMade(null);
          onFreshDone();
        }}
      />
    );

  const left = status.data?.remaining ?? 0;
  return (
    <div className="mfa-codes-status">
      <div>
        <strong>Recovery codes</strong>
        <p className="text-muted mfa-recovery-note">
          {status.isPending
            ? 'Loading...'
            : status.isError
              ? 'Could not count your recovery codes.'
              : status.data.total === 0
                ? 'You have no recovery codes yet.'
                : `${left} of ${status.data.total} left.${left <= 2 ? ' Make new ones before they run out.' : ''}`}
        </p>
      </div>
      {confirming ? (
        <div className="mfa-actions">
          <Button
            size="sm"
            loading={create.isPending}
            loadingText="Creating..."
            onClick={() => create.mutate()}
          >
            Replace my codes
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setConfirming(false)}
            disabled={create.isPending}
          >
            Keep them
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          loading={create.isPending}
          loadingText="Creating..."
          onClick={() => (status.data?.total ? setConfirming(true) : create.mutate())}
        >
          {status.data?.total ? 'Create new codes' : 'Create recovery codes'}
        </Button>
      )}
      {confirming ? (
        <p className="mfa-factors__warning">New codes replace the old ones, which stop working.</p>
      ) : null}
      {create.isError ? <Alert variant="error">{create.error.message}</Alert> : null}
    </div>
  );
}
