import Stripe from 'stripe';
import type { Config } from '../config';

const clients = new WeakMap<Config, { key: string; base: string; client: Stripe }>();

/**
 * The official `stripe` SDK for this server: Stripe itself, STRIPE_API_BASE when set, or in
 * local mode the stand-in on the app's own origin (read at call time, so a server started on
 * port 0 points at the port it bound). The SDK has no base-path option: host, port and
 * protocol are what it lets us change, and the stand-in answers Stripe's /v1 paths.
 */
export function stripeClient(config: Config): Stripe {
  const base = config.stripe.apiBase ?? (config.stripe.standIn ? config.siteUrl : '');
  const cached = clients.get(config);
  if (cached && cached.key === config.stripe.secretKey && cached.base === base)
    return cached.client;
  const url = base ? new URL(base) : null;
  const client = new Stripe(config.stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'FrameToCode' },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  clients.set(config, { key: config.stripe.secretKey, base, client });
  return client;
}
