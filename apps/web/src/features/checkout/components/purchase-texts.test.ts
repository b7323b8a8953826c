import { describe, expect, it } from 'vitest';
import { purchaseKind } from '../api/purchase-arrived';
import { PURCHASE_TEXTS } from './purchase-texts';

describe('the success page texts', () => {
  it('are the spec’s for a subscription', () => {
    expect(PURCHASE_TEXTS.subscription).toEqual({
      waiting: "We're setting up your subscription. This may take a few moments...",
      done: 'Subscription Activated!',
      timeout:
        'Subscription update is taking longer than expected. Please check your dashboard in a few minutes.',
    });
  });
  it('fit a pack purchase, which never changes the tier', () => {
    expect(PURCHASE_TEXTS.pack.done).toBe('Generations Added!');
    expect(PURCHASE_TEXTS.pack.waiting).toContain('200 additional generations');
  });
  it('read the purchase from the success URL, a subscription by default', () => {
    expect(purchaseKind(null)).toBe('subscription');
    expect(purchaseKind('pack')).toBe('pack');
    expect(purchaseKind('card')).toBe('card');
    expect(purchaseKind('<script>')).toBe('subscription');
  });
});
