import '../styles/plugin-link.css';
import { Link } from 'react-router';
import { formatUsd } from '@app/shared/money';
import { STARTER_EXTRA_GENERATION_CENTS } from '@app/shared/plans';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { usePluginCharges, useSavePluginCharges } from '../api/plugin-charges';

/**
 * /account 'Extra generations from the plugin': whether a signed-in Figma plugin may keep
 * generating past the free generations, charging the card. Off until the owner turns it on,
 * so a plugin left signed in somewhere cannot run up a bill.
 */
export function PluginChargesCard({ userId }: { userId: string }) {
  const allowed = usePluginCharges(userId);
  const save = useSavePluginCharges(userId);
  return (
    <Card as="section" className="plugin-charges" aria-labelledby="plugin-charges-title">
      <h2 id="plugin-charges-title" className="card__title">
        Extra generations from the plugin
      </h2>
      <p className="text-muted plugin-charges__intro">
        When this month&apos;s free generations are used up, extra generations cost{' '}
        {formatUsd(STARTER_EXTRA_GENERATION_CENTS)} each, charged to your card up to the monthly
        limit you set on <Link to="/billing">Billing</Link>. The Figma plugin may only charge them
        if you allow it here; otherwise it stops at your free generations.
      </p>
      {allowed.isPending ? (
        <p className="text-muted">Loading...</p>
      ) : allowed.isError ? (
        <Alert variant="error">{allowed.error.message}</Alert>
      ) : (
        <Checkbox
          label="Allow the Figma plugin to charge extra generations to my card"
          checked={save.isPending ? save.variables : allowed.data}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
      )}
      {save.isError ? <Alert variant="error">{save.error.message}</Alert> : null}
      {save.isSuccess ? (
        <Alert variant="success">
          {save.data
            ? 'Saved: the plugin may now charge extra generations.'
            : 'Saved: the plugin stops at your free generations.'}
        </Alert>
      ) : null}
    </Card>
  );
}
