import { Hono } from 'hono';
import type { AppContext } from '../context';

/** GET /settings (what supabase-js and dashboards read), /health and the JWKS of an HS256 project. */
export function settingsRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  // Google and GitHub work with real client settings, or through the local stand-in.
  const oauthAvailable = (configured: boolean) => configured || ctx.config.appEnv !== 'production';

  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        email: true,
        phone: false,
        google: oauthAvailable(ctx.config.google !== null),
        github: oauthAvailable(ctx.config.github !== null),
      },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      passkeys_enabled: false,
    }),
  );

  app.get('/health', (c) =>
    c.json({
      version: 'frametocode',
      name: 'GoTrue',
      description: 'GoTrue-compatible auth for FrameToCode',
    }),
  );

  // Access tokens are HS256 (a shared secret), so there is no public key to publish.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  return app;
}
