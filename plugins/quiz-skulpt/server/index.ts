import { definePlugin } from '@seodang/sdk';
import { skulptQuizType } from '../common/index.ts';
import { quizSkulptMessages } from '../common/messages.ts';
import { seedQuizSkulpt } from './seed.ts';

/** The quiz type `skulpt`: the workspace stores, serves and grades it; this plugin declares it. */
export const plugin = definePlugin({
  id: 'quiz-skulpt',
  register(env) {
    env.quizType(skulptQuizType);
    env.messages(quizSkulptMessages);
  },
  seed: seedQuizSkulpt,
});
