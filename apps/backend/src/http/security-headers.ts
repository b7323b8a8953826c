/**
 * The security headers on every answer: the values hono/secure-headers sent with the options
 * this server gave it (security-headers.test.ts compares them), written once at start-up and
 * added through fixedHeaders, which leaves each answer's own header object alone (issue 15).
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
