import { definePlugin } from '@seodang/sdk';
import { assessmentMessages } from '../common/index.ts';
import { examGateRef } from '@seodang/plugin-workspace/exam-gate';
import { registerAssessmentRoutes } from './routes/assessments.ts';
import { levelTestTags, registerLevelTestRoutes } from './routes/level-tests.ts';
import { registerReverificationRoutes } from './routes/level-reverification.ts';
import { levelMessages } from '../common/level-messages.ts';
import { registerExamineeRoutes } from './routes/exam-examinee.ts';
import { registerControlRoutes } from './routes/exam-control.ts';
import { registerReportRoutes } from './routes/exam-report.ts';
import { registerVideoRoutes } from './routes/video.ts';
import { registerMobileRoutes } from './routes/exam-mobile.ts';
import { registerAdditionalFormRoutes } from './routes/additional-form.ts';
import { registerIdentityPhotoRoutes } from './routes/identity-photo.ts';
import { examineeMessages } from '../common/examinee-messages.ts';
import { registerFaceModelRoute } from './routes/face-model.ts';
import { registerExamTopics } from './topics.ts';
import { createExamGate } from './services/gate.ts';
import { createTargetsRegistry } from './services/targets.ts';
import { examAccessRef, examTargetsPoint } from '../common/exam-targets.ts';
import { examRemovalPoint } from '../common/exam-removal.ts';
import { createRemovalRegistry } from './services/exam-removal.ts';
import { removalMessages } from '../common/removal-messages.ts';
import { reverificationMessages } from '../common/reverification-messages.ts';
import { createExamAccess } from './services/access-service.ts';
import { seedAssessment } from './seed.ts';
import { registerAssessmentKinds } from './scoped-kinds.ts';
import { registerAssessmentServiceImpact } from './service-impact.ts';
import { registerPresence, stopLeaveChecks } from './services/presence.ts';
import { registerFinishSweep } from './services/exam-finished.ts';
import { registerExamGauges } from './services/exam-gauges.ts';
import { provideExamResults } from './services/exam-results.ts';
import { provideScreening } from './services/screening.ts';
import { startRecorder, stopRecorder } from './recordings/service.ts';

/** Assessments, exams, the examinee's side, the supervisor's exam endpoints, video and reports (service ASSESSMENT). */
export const plugin = definePlugin({
  id: 'assessment',
  register(env) {
    const targets = createTargetsRegistry();
    const removal = createRemovalRegistry();
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(assessmentMessages);
    env.messages(examineeMessages);
    env.messages(levelMessages);
    env.messages(removalMessages);
    env.messages(reverificationMessages);
    env.registerExtensionPoint(examTargetsPoint, targets.point);
    env.registerExtensionPoint(examRemovalPoint, removal.point);
    env.provideService(examGateRef, (ctx) => createExamGate(ctx.db));
    env.provideService(examAccessRef, (ctx) => createExamAccess(ctx.db));
    registerAssessmentKinds(env);
    registerAssessmentRoutes(env, removal.run);
    registerReverificationRoutes(env, levelTestTags);
    registerLevelTestRoutes(env);
    registerAdditionalFormRoutes(env);
    registerExamineeRoutes(env);
    registerControlRoutes(env, targets.resolveGroup);
    registerReportRoutes(env);
    registerVideoRoutes(env, targets.resolveGroup);
    registerMobileRoutes(env);
    registerIdentityPhotoRoutes(env);
    registerFaceModelRoute(env);
    registerExamTopics(env);
    registerPresence(env);
    registerFinishSweep(env);
    registerExamGauges(env);
    provideExamResults(env);
    provideScreening(env);
    registerAssessmentServiceImpact(env);
  },
  start: startRecorder,
  async stop() {
    stopLeaveChecks();
    await stopRecorder();
  },
  seed: seedAssessment,
});
