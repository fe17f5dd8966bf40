import { definePlugin } from '@seodang/sdk';
import { channelAdminMessages } from '../common/index.ts';
import { seedChannelAdmin } from './seed.ts';

/**
 * Channel administration screens (/admin/members). The member routes and every membership change
 * are core's (`/api/channel/members…`, `membershipRef`); this plugin brings the screens and texts.
 */
export const plugin = definePlugin({
  id: 'channel-admin',
  register(env) {
    env.messages(channelAdminMessages);
  },
  seed: seedChannelAdmin,
});
