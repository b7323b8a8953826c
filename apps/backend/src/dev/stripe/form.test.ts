import { describe, expect, it } from 'vitest';
import { parseStripeForm, str } from './form';

describe('parseStripeForm', () => {
  it('reads the bracketed keys the stripe SDK sends', () => {
    const body = parseStripeForm(
      new URLSearchParams(
        'mode=subscription&line_items[0][price]=price_pro_monthly&line_items[0][quantity]=1&metadata[user_id]=u1&expand[]=subscription&expand[]=invoice',
      ),
    );
    expect(body).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_pro_monthly', quantity: '1' }],
      metadata: { user_id: 'u1' },
      expand: ['subscription', 'invoice'],
    });
    expect(str(body, 'line_items', 0, 'price')).toBe('price_pro_monthly');
    expect(str(body, 'metadata', 'missing')).toBeUndefined();
  });
});
