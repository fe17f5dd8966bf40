import { definePlugin } from '@seodang/sdk';
import { entryQuizType } from '../common/index.ts';
import { quizEntryMessages } from '../common/messages.ts';
import { seedQuizEntry } from './seed.ts';

/** The quiz type `entry`: the workspace stores, serves and grades it; this plugin declares it. */
export const plugin = definePlugin({
  id: 'quiz-entry',
  register(env) {
    env.quizType(entryQuizType);
    env.messages(quizEntryMessages);
  },
  seed: seedQuizEntry,
});
