import { describe, expect, it } from 'vitest';
import { forwardedClient, trustedProxyHops } from './client-ip';

describe('forwardedClient', () => {
  it('takes the address the trusted proxy appended, not what the client wrote on the left', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; one proxy appended the real address.
    expect(forwardedClient('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClient('1.1.1.1, 2.2.2.2, 6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('counts the configured number of hops from the right', () => {
    // CDN then load balancer: the CDN wrote the client, the balancer wrote the CDN.
    expect(forwardedClient('6.6.6.6, 203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7');
  });

  it('is null with no trusted hops or fewer entries than hops', () => {
    expect(forwardedClient('203.0.113.7', 0)).toBeNull();
    expect(forwardedClient('203.0.113.7', 2)).toBeNull();
    expect(forwardedClient(undefined, 1)).toBeNull();
    expect(forwardedClient(' , ', 1)).toBeNull();
  });
});

describe('trustedProxyHops', () => {
  it('reads TRUSTED_PROXY_HOPS, with TRUST_PROXY=true meaning one hop', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: 'true' })).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2', TRUST_PROXY: 'true' })).toBe(2);
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: 'two' })).toThrow(
      'TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "two"',
    );
  });
});
