import { definePlugin } from '@seodang/sdk';
import { questQuizType } from '../common/index.ts';
import { questMessages } from '../common/messages.ts';
import { seedQuest } from './seed.ts';

/** The treasure-quest quiz type: a grid quest whose hero the learner's Python moves, refereed in the judge. */
export const plugin = definePlugin({
  id: 'quiz-crusadersquest',
  register(env) {
    env.quizType(questQuizType);
    env.messages(questMessages);
  },
  seed: seedQuest,
});
