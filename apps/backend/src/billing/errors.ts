/** The user-facing texts the billing functions answer with. */
export const BILLING_ERRORS = {
  noSession: 'No active session',
  checkoutFallback: 'Failed to create checkout session',
  portalFallback: 'Failed to create portal session',
  invoicesFallback: 'Failed to fetch invoices',
  unknownPrice: 'This price is not offered. Choose a plan on the upgrade page.',
  modeMismatch: 'This price cannot be bought in that checkout mode.',
  alreadyPro: 'You already have an active Pro subscription. Manage it from the billing page.',
  packNotPro: 'Additional generations are available to Pro subscribers only.',
  packCeiling: 'You have reached the maximum of 1,000 generations this month.',
  setupNotStarter: 'A card for usage charges is only needed on the Starter plan.',
  noCustomer: 'You have no billing account yet. Subscribe or buy generations first.',
} as const;

/** A refusal in the product's words, with its HTTP status. */
export class BillingError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
