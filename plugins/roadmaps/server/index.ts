import { definePlugin } from '@seodang/sdk';
import { purchasablePoint } from '@seodang/plugin-commerce/purchasable';
import { roadmapsMessages } from '../common/index.ts';
import { registerAuthoringRoutes } from './routes/authoring.ts';
import { registerBrowseRoutes, registerDetailRoute } from './routes/browse.ts';
import { registerLearnerRoutes } from './routes/learner.ts';
import { registerSlotRoutes } from './routes/slots.ts';
import { registerProgressEvents } from './progress-events.ts';
import { roadmapPurchasable } from './purchasable-roadmap.ts';
import { seedRoadmaps } from './seed.ts';
import { registerRoadmapKind } from './store.ts';

/**
 * Roadmaps (service ROADMAP): guided paths over the catalogue's lectures and lessons, whose
 * progress comes from real lesson completion; teachers author the graph, learners choose, request
 * and follow roadmaps.
 */
export const plugin = definePlugin({
  id: 'roadmaps',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(roadmapsMessages);
    registerRoadmapKind(env);
    // Fixed paths first: '/api/roadmap/list', '/api/roadmap/user', … must not be taken for ':sequence'.
    registerBrowseRoutes(env);
    registerLearnerRoutes(env);
    registerSlotRoutes(env);
    registerAuthoringRoutes(env);
    registerDetailRoute(env);
    registerProgressEvents(env);
    // Paid roadmaps are sold through commerce where it is installed.
    env.extensionPoint(purchasablePoint)?.register(roadmapPurchasable);
  },
  seed: seedRoadmaps,
});
