import { definePlugin } from '@seodang/sdk';
import { messagingMessages } from '../common/index.ts';
import { registerDelivery } from './delivery.ts';
import { registerRecipientSources } from './recipients.ts';
import { registerHistoryRoutes } from './routes/history.ts';
import { registerInboxRoutes } from './routes/inbox.ts';
import { registerLectureRoutes } from './routes/lectures.ts';
import { registerSendRoutes } from './routes/send.ts';
import { registerTemplateRoutes } from './routes/templates.ts';
import { registerMessagingKinds } from './scoped-kinds.ts';
import { seedMessaging } from './seed.ts';

/**
 * Teaching messages: templates with variables, notices and mails to a lecture's learners or the
 * channel, and the send history with each recipient's state (queued, sent, failed, bounced, read).
 */
export const plugin = definePlugin({
  id: 'messaging',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(messagingMessages);
    registerMessagingKinds(env);
    const resolveRecipients = registerRecipientSources(env);
    registerTemplateRoutes(env);
    registerSendRoutes(env, resolveRecipients);
    registerHistoryRoutes(env);
    registerInboxRoutes(env);
    registerLectureRoutes(env);
    registerDelivery(env);
  },
  seed: seedMessaging,
});
