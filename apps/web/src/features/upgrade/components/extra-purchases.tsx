import { PACK_BUTTON_TEXT, STARTER_EXTRA_GENERATION_CENTS } from '@app/shared/plans';
import { formatUsdCompact } from '@app/shared/money';
import { describeOverageCap } from '@app/shared/overage';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

interface ExtraPurchasesProps {
  tier: string;
  canBuyPack: boolean;
  hasCard: boolean;
  /** The monthly limit on extra generations (starter), in cents. */
  capCents: number;
  busy: boolean;
  onBuyPack: () => void;
  onSaveCard: () => void;
}

/** The pack for pro under 1,000; for starter, how extra generations are paid for. */
export function ExtraPurchases({
  tier,
  canBuyPack,
  hasCard,
  capCents,
  busy,
  onBuyPack,
  onSaveCard,
}: ExtraPurchasesProps) {
  if (tier === 'pro') {
    if (!canBuyPack) return null;
    return (
      <Card className="upgrade-extra">
        <h2>Need more generations this month?</h2>
        <p>Add 200 generations to your Pro plan. They roll over until you use them.</p>
        <Button loading={busy} loadingText="Processing..." onClick={onBuyPack}>
          {PACK_BUTTON_TEXT}
        </Button>
      </Card>
    );
  }
  if (tier === 'custom') return null;
  const price = formatUsdCompact(STARTER_EXTRA_GENERATION_CENTS);
  return (
    <Card className="upgrade-extra">
      <h2>Extra generations on Starter</h2>
      {hasCard ? (
        <p>
          A card is on file. Once this month&apos;s free generations are used, each extra generation
          costs {price}, billed at the end of the month.
        </p>
      ) : (
        <>
          <p>
            Extra generations cost {price} each once this month&apos;s free generations are used.
            Without a card on file, generation stops at your free allowance.
          </p>
          <Button
            variant="secondary"
            loading={busy}
            loadingText="Processing..."
            onClick={onSaveCard}
          >
            Add a card for extra generations
          </Button>
        </>
      )}
      <p className="upgrade-extra__limit">
        Your monthly limit for extra generations: <strong>{describeOverageCap(capCents)}</strong>.{' '}
        <Link to="/billing">Change it on Billing</Link>.
      </p>
    </Card>
  );
}
