import { describe, expect, it } from 'vitest';
import {
  ANNUAL_DISCOUNT_PERCENT,
  BILLING_FEATURES,
  MAX_GENERATIONS_PER_MONTH,
  PACK_BUTTON_TEXT,
  PACK_PRICE_CENTS,
  PACK_SIZE,
  PRICE_IDS,
  PRICING_TOGGLE_LABELS,
  PRO_ANNUAL_PRICING,
  PROMOTION_BANNER,
  STARTER_EXTRA_GENERATION_CENTS,
  billingFeatures,
  planCards,
  planFeatureText,
  tierDisplayName,
} from './plans';

describe('price constants', () => {
  it('pins every price in cents', () => {
    expect(PRO_ANNUAL_PRICING).toEqual({ monthly: 1200, annual: 10800, originalAnnual: 14400 });
    expect(STARTER_EXTRA_GENERATION_CENTS).toBe(40);
    expect(PACK_SIZE).toBe(200);
    expect(PACK_PRICE_CENTS).toBe(2000);
    expect(MAX_GENERATIONS_PER_MONTH).toBe(1000);
  });
  it('states a 25% annual discount that matches the prices', () => {
    expect(ANNUAL_DISCOUNT_PERCENT).toBe(25);
    const { annual, originalAnnual } = PRO_ANNUAL_PRICING;
    expect(((originalAnnual - annual) / originalAnnual) * 100).toBe(ANNUAL_DISCOUNT_PERCENT);
  });
  it('pins the fixed price ids', () => {
    expect(PRICE_IDS).toEqual({
      proMonthly: 'price_pro_monthly',
      additionalGenerations: 'price_additional_200',
    });
  });
  it('words the pack button as the upgrade page does', () => {
    expect(PACK_BUTTON_TEXT).toBe('Purchase 200 More for $20');
  });
});

describe('planCards', () => {
  it('lists starter, pro and team in that order, pro popular', () => {
    const cards = planCards('monthly');
    expect(cards.map((c) => c.id)).toEqual(['starter', 'pro', 'team']);
    expect(cards.filter((c) => c.popular).map((c) => c.id)).toEqual(['pro']);
  });
  it('shows pro at $12 a month, $108 a year against $144 struck through', () => {
    const monthly = planCards('monthly')[1];
    expect(monthly).toMatchObject({ price: '$12', period: '/month' });
    expect(monthly?.originalPrice).toBeUndefined();
    expect(planCards('annual')[1]).toMatchObject({
      price: '$108',
      period: '/year',
      originalPrice: '$144',
    });
  });
  it('leaves starter and team unchanged in the annual view', () => {
    const [m0, , m2] = planCards('monthly');
    const [a0, , a2] = planCards('annual');
    expect(a0).toEqual(m0);
    expect(a2).toEqual(m2);
  });
  it('opens the contact modal only for team; the others sign up', () => {
    expect(planCards('monthly').map((c) => c.ctaAction)).toEqual(['signup', 'signup', 'contact']);
    expect(planCards('monthly')[2]).toMatchObject({ price: 'Custom', ctaText: 'Contact Sales' });
  });
  it('strikes 10 through next to 50 on the first starter feature', () => {
    const first = planCards('monthly')[0]?.features[0];
    expect(first).toEqual({ text: 'free generations', was: '10', now: '50' });
    expect(first && planFeatureText(first)).toBe('50 free generations');
  });
  it('states the starter, pro and team feature numbers', () => {
    const [starter, pro, team] = planCards('monthly').map((c) => c.features.map(planFeatureText));
    expect(starter).toContain('$0.40 per extra generation');
    expect(pro).toContain('200 generations per month');
    expect(pro).toContain('Add 200 more for $20, up to 1,000 per month');
    expect(team).toContain('500+ generations per month');
    expect(team).toContain('Multi-user seats and team billing');
  });
});

describe('banner, toggle and tier names', () => {
  it('pins the promotion banner', () => {
    expect(PROMOTION_BANNER.title).toBe('Limited-time offer');
    expect(PROMOTION_BANNER.subtitle).toContain('50 free generations');
    expect(PROMOTION_BANNER.description).toContain('10');
  });
  it('pins the toggle labels', () => {
    expect(PRICING_TOGGLE_LABELS).toEqual({
      monthly: 'Monthly',
      annual: 'Annual',
      annualDiscount: 'Save 25%',
    });
  });
  it('names tiers, unknown reading as Starter', () => {
    expect(tierDisplayName('starter')).toBe('Starter');
    expect(tierDisplayName('pro')).toBe('Pro');
    expect(tierDisplayName('custom')).toBe('Custom');
    expect(tierDisplayName('gold')).toBe('Starter');
    expect(tierDisplayName(null)).toBe('Starter');
  });
  it('gives the billing page a feature list per tier', () => {
    expect(BILLING_FEATURES.starter[0]).toBe('10 free generations per month');
    expect(billingFeatures('pro')[0]).toBe('200 generations per month');
    expect(billingFeatures('custom')[0]).toBe('500+ generations per month');
    expect(billingFeatures(undefined)).toBe(BILLING_FEATURES.starter);
  });
});
