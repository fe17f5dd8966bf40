import { definePlugin } from '@seodang/sdk';
import { communityMessages } from '../common/index.ts';
import { registerNoticeRoutes } from './routes/notices.ts';
import { registerNotificationRoutes } from './routes/notifications.ts';
import { registerQnaRoutes } from './routes/qna.ts';
import { registerInitialData } from './initial-data.ts';
import { seedCommunity } from './seed.ts';
import { notificationSenderRef } from '../common/notifications.ts';
import { registerCommunityKinds } from './scoped-kinds.ts';
import { notificationSender } from './services/notification-sender.ts';

/** Notices, notifications (delivered live on `user:{id}`) and the Q&A forum. */
export const plugin = definePlugin({
  id: 'community',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(communityMessages);
    registerCommunityKinds(env);
    registerNoticeRoutes(env);
    registerNotificationRoutes(env);
    registerQnaRoutes(env);
    registerInitialData(env);
    env.provideService(notificationSenderRef, notificationSender);
  },
  seed: seedCommunity,
});
