import {
  PACK_PRICE_CENTS,
  PACK_SIZE,
  PRO_ANNUAL_CENTS,
  PRO_MONTHLY_CENTS,
} from '@app/shared/plans';
import { STAND_IN_STRIPE } from '../../billing/stripe-config';
import type { StripeObject } from './store';

/** The stand-in's three prices, the same ids the local config defaults to. */
interface CatalogEntry {
  id: string;
  product: string;
  name: string;
  unitAmount: number;
  recurring: { interval: 'month' | 'year'; interval_count: number } | null;
}

const CREATED = 1_763_000_000;

export const CATALOG: readonly CatalogEntry[] = [
  {
    id: STAND_IN_STRIPE.prices.proMonthly,
    product: 'prod_pro',
    name: 'FrameToCode Pro (monthly)',
    unitAmount: PRO_MONTHLY_CENTS,
    recurring: { interval: 'month', interval_count: 1 },
  },
  {
    id: STAND_IN_STRIPE.prices.proAnnual,
    product: 'prod_pro',
    name: 'FrameToCode Pro (annual)',
    unitAmount: PRO_ANNUAL_CENTS,
    recurring: { interval: 'year', interval_count: 1 },
  },
  {
    id: STAND_IN_STRIPE.prices.generationPack,
    product: 'prod_pack_200',
    name: `${PACK_SIZE} additional generations`,
    unitAmount: PACK_PRICE_CENTS,
    recurring: null,
  },
];

export function catalogEntry(id: string): CatalogEntry | undefined {
  return CATALOG.find((p) => p.id === id);
}

/** A Price object as Stripe returns it. */
export function priceObject(entry: CatalogEntry): StripeObject {
  return {
    id: entry.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: CREATED,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: entry.name,
    product: entry.product,
    recurring: entry.recurring
      ? { ...entry.recurring, meter: null, trial_period_days: null, usage_type: 'licensed' }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: entry.recurring ? 'recurring' : 'one_time',
    unit_amount: entry.unitAmount,
    unit_amount_decimal: String(entry.unitAmount),
  };
}

/** The end of a period that starts at `start` (Unix seconds), in whole calendar months. */
export function periodEnd(start: number, interval: 'month' | 'year'): number {
  const d = new Date(start * 1000);
  const months = interval === 'year' ? 12 : 1;
  const end = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  return Math.floor(end.getTime() / 1000);
}
