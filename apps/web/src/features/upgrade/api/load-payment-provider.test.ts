import { afterEach, describe, expect, it, vi } from 'vitest';

let loaded: () => Promise<unknown> = () => Promise.resolve({});
const loadStripe = vi.fn((key: string) => {
  void key;
  return loaded();
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));

const { loadPaymentProvider, STRIPE_INIT_ERROR } = await import('./load-payment-provider');

const real = {
  publishableKey: 'pk_live_x',
  prices: { proMonthly: 'p1', proAnnual: 'p2', generationPack: 'p3' },
  standIn: false,
};

afterEach(() => {
  loadStripe.mockClear();
  loaded = () => Promise.resolve({});
});

describe('loadPaymentProvider', () => {
  it('loads Stripe.js with the publishable key for real Stripe', async () => {
    await loadPaymentProvider(real);
    expect(loadStripe).toHaveBeenCalledWith('pk_live_x');
  });

  it("says 'Stripe failed to initialize' when Stripe.js cannot load or gives nothing", async () => {
    expect(STRIPE_INIT_ERROR).toBe('Stripe failed to initialize');
    loaded = () => Promise.reject(new Error('Failed to load Stripe.js'));
    await expect(loadPaymentProvider(real)).rejects.toThrow('Stripe failed to initialize');
    loaded = () => Promise.resolve(null);
    await expect(loadPaymentProvider(real)).rejects.toThrow('Stripe failed to initialize');
    await expect(loadPaymentProvider(undefined)).rejects.toThrow('Stripe failed to initialize');
  });

  it('loads nothing for the local stand-in, so checkout works offline', async () => {
    await loadPaymentProvider({ ...real, standIn: true });
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
