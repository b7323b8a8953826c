import type { PurchaseKind } from '../api/purchase-arrived';

/** The success page's texts per purchase (the subscription's are the product's own wording). */
export const PURCHASE_TEXTS: Record<
  PurchaseKind,
  { waiting: string; done: string; timeout: string }
> = {
  subscription: {
    waiting: "We're setting up your subscription. This may take a few moments...",
    done: 'Subscription Activated!',
    timeout:
      'Subscription update is taking longer than expected. Please check your dashboard in a few minutes.',
  },
  pack: {
    waiting: "We're adding your 200 additional generations. This may take a few moments...",
    done: 'Generations Added!',
    timeout:
      'Adding your generations is taking longer than expected. Please check your dashboard in a few minutes.',
  },
  card: {
    waiting: "We're saving your card for extra generations. This may take a few moments...",
    done: 'Card Saved!',
    timeout:
      'Saving your card is taking longer than expected. Please check your dashboard in a few minutes.',
  },
};
