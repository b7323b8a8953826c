import { Hono } from 'hono';
import type { AppContext } from '../context';
import { mailboxRoutes } from './mailbox';
import { oauthProviderRoutes } from './oauth-provider';
import { figmaProviderRoutes } from './figma-provider';
import { stripeStandInPages } from './stripe/routes';
import { figmaPluginPlaygroundRoutes } from './figma-plugin-playground';

/** Local stand-ins for outside services; never mounted when APP_ENV=production. */
export function devRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.route('/mailbox', mailboxRoutes(ctx));
  app.route('/oauth/figma', figmaProviderRoutes(ctx));
  app.route('/oauth', oauthProviderRoutes(ctx));
  app.route('/figma-plugin', figmaPluginPlaygroundRoutes());
  if (ctx.config.stripe.standIn) app.route('/stripe', stripeStandInPages(ctx));
  return app;
}
