import { useState, type FormEvent } from 'react';
import {
  describeOverageCap,
  MAX_OVERAGE_CAP_CENTS,
  overageCapReached,
  parseOverageCapDollars,
} from '@app/shared/overage';
import { formatUsd } from '@app/shared/money';
import { STARTER_EXTRA_GENERATION_CENTS } from '@app/shared/plans';
import { TIER_ALLOWANCE } from '@app/shared/usage';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useOverageLimit, useSaveOverageCap } from '../api/overage-limit';

/**
 * /billing 'Extra generations' (Starter): the monthly limit on what extra generations may
 * cost, what this month has used of it, and the field that changes it.
 */
export function OverageLimitCard({ userId }: { userId: string }) {
  const limit = useOverageLimit(userId);
  const save = useSaveOverageCap(userId);
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const price = formatUsd(STARTER_EXTRA_GENERATION_CENTS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseOverageCapDollars(text ?? '');
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    save.mutate(parsed.cents, { onSuccess: () => setText(null) });
  }

  return (
    <Card as="section" className="billing-overage" aria-labelledby="billing-overage-title">
      <h2 id="billing-overage-title" className="card__title">
        Extra generations
      </h2>
      <p className="text-muted billing-overage__intro">
        Once this month&apos;s {TIER_ALLOWANCE.starter} free generations are used, each extra
        generation costs {price}, charged to your card at the end of the month. They stop at your
        monthly limit, so a month never costs more than you chose.
      </p>
      {limit.isPending ? (
        <p className="text-muted">Loading...</p>
      ) : limit.isError ? (
        <Alert variant="error">{limit.error.message}</Alert>
      ) : (
        <>
          <p className="billing-overage__status">
            Your monthly limit: <strong>{describeOverageCap(limit.data.capCents)}</strong>.{' '}
            {limit.data.extraGenerations === 0
              ? 'No extra generations this month.'
              : `This month: ${limit.data.extraGenerations} extra generation${limit.data.extraGenerations === 1 ? '' : 's'}, ${formatUsd(limit.data.extraChargeCents)}.`}
          </p>
          {overageCapReached(limit.data.extraChargeCents, limit.data.capCents) &&
          limit.data.extraGenerations > 0 ? (
            <Alert variant="warning" title="Limit reached">
              <p>Extra generations are paused until next month, unless you raise the limit.</p>
            </Alert>
          ) : null}
          <form className="billing-overage__form" onSubmit={onSubmit} aria-label="Monthly limit">
            <Field
              id="billing-overage-cap"
              label="Monthly limit in US dollars"
              hint={`Whole dollars from $0 to $${MAX_OVERAGE_CAP_CENTS / 100}. $0 stops at your free generations.`}
              error={problem ?? undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  className="billing-overage__input"
                  value={text ?? String(limit.data.capCents / 100)}
                  onChange={(e) => {
                    setText(e.target.value);
                    setProblem(null);
                    if (!save.isIdle && !save.isPending) save.reset();
                  }}
                />
              )}
            </Field>
            <Button type="submit" loading={save.isPending} loadingText="Saving...">
              Save limit
            </Button>
          </form>
          {save.isError ? <Alert variant="error">{save.error.message}</Alert> : null}
          {save.isSuccess ? (
            <Alert variant="success">
              Saved: your monthly limit is now {describeOverageCap(save.data)}.
            </Alert>
          ) : null}
        </>
      )}
    </Card>
  );
}
