import { definePlugin } from '@seodang/sdk';
import { liveClassMessages } from '../common/index.ts';
import { registerAttendanceRoutes } from './routes/attendance.ts';
import { registerChatRoutes } from './routes/chat.ts';
import { registerCodeTabRoutes } from './routes/code-tab.ts';
import { registerCodeSaved } from './code-saved.ts';
import { registerMeetingRoutes } from './routes/meetings.ts';
import { registerModerationRoutes } from './routes/moderation.ts';
import { registerPresenceRoutes } from './routes/presence.ts';
import { registerReactionRoutes } from './routes/reactions.ts';
import { registerRecordingRoutes } from './routes/recording.ts';
import { registerRecordingJob } from './recording.ts';
import { registerMeetingKind } from './scoped-kinds.ts';
import { startModerationSweep, stopModerationSweep } from './moderation.ts';
import { seedLiveClass } from './seed.ts';
import { registerSocketPresence, stopSocketPresence } from './socket-presence.ts';
import { registerLiveServiceImpact } from './service-impact.ts';
import { registerLiveTopic, setTopicServices } from './topics.ts';

/**
 * Live classes: a lecture's (or a whole channel's) classes on core's Janus rooms, with a kept
 * chat, raised hands in a queue, attendance from presence and a code tab where hosts follow
 * learners' code for the class's workspace quiz.
 */
export const plugin = definePlugin({
  id: 'live-class',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(liveClassMessages);
    registerMeetingKind(env);
    registerLiveServiceImpact(env);
    registerMeetingRoutes(env);
    registerPresenceRoutes(env);
    registerChatRoutes(env);
    registerReactionRoutes(env);
    registerAttendanceRoutes(env);
    registerModerationRoutes(env);
    registerRecordingRoutes(env);
    registerCodeTabRoutes(env);
    registerCodeSaved(env);
    registerRecordingJob(env);
    registerLiveTopic(env);
    registerSocketPresence(env);
  },
  async start(ctx) {
    setTopicServices(ctx);
    startModerationSweep(ctx);
  },
  stop() {
    stopSocketPresence();
    stopModerationSweep();
  },
  seed: seedLiveClass,
});
