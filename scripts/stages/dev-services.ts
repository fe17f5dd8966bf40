// The local stand-ins `npm start` and `npm run cluster` run beside the site, pointed at the one
// port browsers use (core's, or the load balancer's): mail, payments and, in development, the demo
// sign-in provider, the demo directory and the demo model.
import type { ServiceOptions } from '../services/services.ts';

/** The service options of a site served on `port` (the webhook and callback URLs use it). */
export function siteServiceOptions(port: number): Omit<ServiceOptions, 'profile' | 'janus'> {
  const host = process.env.SEODANG_BASE_DOMAIN ?? 'localhost';
  return {
    // Delivery-status reports the catcher takes at VERP return paths go to core's bounce route.
    mail: { bounceUrl: `http://${host}:${port}/api/mail/bounces` },
    // The provider calls core back on the base host, where the webhook route is served.
    payments: { webhookUrl: `http://${host}:${port}/api/commerce/webhook/toss` },
    // Social sign-in's one callback is on the base host; the demo provider is for development only.
    ...((process.env.NODE_ENV ?? 'development') === 'development'
      ? {
          demoOidc: { redirectUris: [`http://${host}:${port}/api/auth/oauth/oidc/callback`] },
          // The demo company directory the demo channel's member sync reads.
          demoDirectory: true,
          // The AI assistant's demo model, unless SEODANG_AI_PROVIDER names a real one.
          demoModel: true,
        }
      : {}),
  };
}
