import { definePlugin } from '@seodang/sdk';
import { recruitmentMessages } from '../common/index.ts';
import { registerApplicationKind } from './applications.ts';
import { registerApplicationRoutes } from './routes/applications.ts';
import { registerPostingRoutes } from './routes/postings.ts';
import { registerRetention } from './retention.ts';
import { registerResumeRoutes } from './routes/resumes.ts';
import { registerReviewRoutes } from './routes/review.ts';
import { registerPostingKind } from './scoped-kinds.ts';
import { seedRecruitment } from './seed.ts';

/**
 * Recruitment postings: a channel (a company, a career office, an academy) posts openings,
 * learners apply with a cover message and contacts, and the posting's owner or an admin reviews
 * the applications (blind review hides who applied until PASS).
 */
export const plugin = definePlugin({
  id: 'recruitment',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(recruitmentMessages);
    registerPostingKind(env);
    registerApplicationKind(env);
    registerPostingRoutes(env);
    registerApplicationRoutes(env);
    registerResumeRoutes(env);
    registerReviewRoutes(env);
    registerRetention(env);
  },
  seed: seedRecruitment,
});
