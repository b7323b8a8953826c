import type { MiddlewareHandler } from 'hono';
import { fixedHeaders } from './response-headers';

/**
 * The security headers on every answer: the values hono/secure-headers sent with the options
 * this server gave it (security-headers.test.ts compares them), written once at start-up and
 * added through fixedHeaders, which leaves each answer's own header object alone.
 */

/** The Content-Security-Policy directives, camelCase as hono/secure-headers takes them. */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  defaultSrc: ["'self'"],
  // Stripe.js (loaded from js.stripe.com before checkout with real Stripe) and its frames.
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  formAction: ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

/** `defaultSrc` → `default-src`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function policyText(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join('; ');
}

/**
 * The policy for this server. Locally the Figma stand-in's avatars are addresses on SITE_URL
 * (http://localhost:<port>/_dev/oauth/figma/avatar/...), which a page opened at 127.0.0.1 sees
 * as another origin over plain http: img-src lets that one origin through, and nothing else is
 * widened. Production (https, and no stand-ins) keeps the policy as it is.
 */
export function contentSecurityPolicy(config: {
  appEnv: 'local' | 'production';
  siteUrl: string;
}): Readonly<Record<string, readonly string[]>> {
  if (config.appEnv !== 'local') return CONTENT_SECURITY_POLICY;
  let site: URL;
  try {
    site = new URL(config.siteUrl);
  } catch {
    return CONTENT_SECURITY_POLICY;
  }
  if (site.protocol !== 'http:') return CONTENT_SECURITY_POLICY;
  return { ...CONTENT_SECURITY_POLICY, imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc!, site.origin] };
}

/** The security headers for this server's configuration (see contentSecurityPolicy). */
export function securityHeaders(config: {
  appEnv: 'local' | 'production';
  siteUrl: string;
}): readonly (readonly [string, string])[] {
  const policy = contentSecurityPolicy(config);
  if (policy === CONTENT_SECURITY_POLICY) return SECURITY_HEADERS;
  return SECURITY_HEADERS.map(([name, value]) =>
    name === 'Content-Security-Policy' ? ([name, policyText(policy)] as const) : [name, value],
  );
}

export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  // The API and the plugin's assets are fetched from other origins (the plugin runs on a null origin).
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Content-Security-Policy', policyText(CONTENT_SECURITY_POLICY)],
];

/**
 * The security headers on every answer, for the configuration as it is when the request comes:
 * SITE_URL can change once after start-up (PORT=0 learns its port on listen), so the headers
 * are worked out again only when it did.
 */
export function securityHeadersFor(config: {
  appEnv: 'local' | 'production';
  siteUrl: string;
}): MiddlewareHandler {
  let forSite: string | null = null;
  let middleware: MiddlewareHandler = fixedHeaders(SECURITY_HEADERS);
  return (c, next) => {
    if (config.siteUrl !== forSite) {
      forSite = config.siteUrl;
      middleware = fixedHeaders(securityHeaders(config));
    }
    return middleware(c, next);
  };
}
