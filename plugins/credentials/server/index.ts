import { definePlugin } from '@seodang/sdk';
import { credentialsMessages } from '../common/index.ts';
import { registerIssuerSettings } from './issuer-settings.ts';
import { registerCertificateRoutes } from './routes/certificate-routes.ts';
import { registerKeyRoutes } from './routes/key-routes.ts';
import { registerPublicRoutes } from './routes/public-routes.ts';
import { registerRuleRoutes } from './routes/rule-routes.ts';
import { seedCredentials } from './seed.ts';
import { reconcileAtStart, registerAutoIssue } from './certificates/reconcile.ts';
import { badgeMessages } from '../common/badge-messages.ts';
import { registerAchievementKind } from './badges/achievements.ts';
import { registerBadgeRoutes } from './badges/badge-routes.ts';
import { registerBadgeRules } from './badges/badge-rules.ts';
import { provideCredentialHoldings } from './credential-holdings.ts';
import { registerEventRoutes } from './events/event-routes.ts';
import { setKeySecret } from './signing/keys.ts';

let siteName = 'Seodang';

/**
 * Signed credentials: Open Badges 3.0 credentials as VC-JWTs under the deployment's keys (sealed
 * at rest), each channel an issuer, revocation through Bitstring Status Lists, and one
 * verification for the API and the certificate page.
 */
export const plugin = definePlugin({
  id: 'credentials',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(credentialsMessages);
    registerIssuerSettings(env);
    registerPublicRoutes(env, () => siteName);
    registerKeyRoutes(env);
    registerRuleRoutes(env);
    registerCertificateRoutes(env, () => siteName);
    registerAutoIssue(env, () => siteName);
    env.messages(badgeMessages);
    registerAchievementKind(env);
    registerBadgeRoutes(env, () => siteName);
    registerBadgeRules(env, () => siteName);
    provideCredentialHoldings(env);
    registerEventRoutes(env, () => siteName);
  },
  async start(ctx) {
    const config = ctx.config as { siteName?: string; credentials?: { keySecret?: string } };
    siteName = config.siteName ?? siteName;
    setKeySecret(config.credentials?.keySecret);
    await reconcileAtStart(ctx);
  },
  seed: seedCredentials,
});
