import { definePlugin } from '@seodang/sdk';
import { scratchQuizType } from '../common/index.ts';
import { quizScratchMessages } from './messages.ts';
import { seedQuizScratch } from './seed.ts';

/** The quiz type `scratch`: the workspace stores, serves and grades it; this plugin declares it. */
export const plugin = definePlugin({
  id: 'quiz-scratch',
  register(env) {
    env.quizType(scratchQuizType);
    env.messages(quizScratchMessages);
  },
  seed: seedQuizScratch,
});
