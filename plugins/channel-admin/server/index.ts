import { definePlugin } from '@seodang/sdk';
import { channelAdminMessages } from '../common/index.ts';
import { seedChannelAdmin } from './seed.ts';
import { registerInvitationKind } from './invitations/invitation-rows.ts';
import { registerInvitationRoutes } from './invitations/invitation-routes.ts';
import { registerResendFailed } from './invitations/resend-failed.ts';
import { registerInvitationDefaults } from './invitations/invitation-defaults.ts';
import { registerCreatedAccounts } from './accounts/register-accounts.ts';
import { registerImports } from './imports/register-imports.ts';
import { registerChannelMailRoutes } from './mail/mail-routes.ts';

/**
 * Channel administration screens (/admin/members, /admin/invitations) and the invitations by mail
 * and by link with their /invite/{token} page. The member routes and every membership change
 * are core's (`/api/channel/members…`, `membershipRef`); this plugin brings the screens and texts.
 */
export const plugin = definePlugin({
  id: 'channel-admin',
  register(env) {
    env.messages(channelAdminMessages);
    env.migrations(new URL('./migrations/', import.meta.url));
    registerInvitationKind(env);
    registerInvitationRoutes(env);
    registerResendFailed(env);
    registerInvitationDefaults(env);
    registerCreatedAccounts(env);
    registerImports(env);
    registerChannelMailRoutes(env);
  },
  seed: seedChannelAdmin,
});
