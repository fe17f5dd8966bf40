import { definePlugin, type StartContext } from '@seodang/sdk';
import { lectureEnrolmentsRef } from '@seodang/plugin-lectures/enrolment-sources';
import { purchasablePoint } from '@seodang/plugin-commerce/purchasable';
import { roadmapsMessages } from '../common/index.ts';
import { registerAuthoringRoutes } from './routes/authoring.ts';
import { registerBrowseRoutes, registerDetailRoute } from './routes/browse.ts';
import { registerLearnerRoutes } from './routes/learner.ts';
import { registerSlotRoutes } from './routes/slots.ts';
import { registerProgressEvents, registerPublishEvents } from './progress-events.ts';
import { registerBoughtLecturesReconcile } from './bought-lectures-reconcile.ts';
import { registerRoadmapProgress } from './roadmap-progress.ts';
import { roadmapPurchasableWith } from './purchasable-roadmap.ts';
import { seedRoadmaps } from './seed.ts';
import { registerRoadmapKind } from './store.ts';

/**
 * Roadmaps (service ROADMAP): guided paths over the catalogue's lectures and lessons, whose
 * progress comes from real lesson completion; teachers author the graph, learners choose, request
 * and follow roadmaps.
 */
let started: StartContext | undefined;

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
    registerPublishEvents(env);
    registerBoughtLecturesReconcile(env);
    registerRoadmapProgress(env);
    // Paid roadmaps are sold through commerce where it is installed.
    // A purchase also enrols the buyer in the roadmap's lectures (lectures is required here).
    env.extensionPoint(purchasablePoint)?.register(
      roadmapPurchasableWith(() => {
        if (!started) throw new Error('roadmaps: a purchase was granted before the plugin started');
        return started.service(lectureEnrolmentsRef);
      }),
    );
  },
  start(ctx) {
    started = ctx;
  },
  seed: seedRoadmaps,
});
