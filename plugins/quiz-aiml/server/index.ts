import { definePlugin } from '@seodang/sdk';
import { aimlQuizType } from '../common/index.ts';
import { aimlMessages } from '../common/messages.ts';
import { seedAiml } from './seed.ts';

/** The machine-learning quiz type: a learner's python3 program is scored by the teacher's judge code. */
export const plugin = definePlugin({
  id: 'quiz-aiml',
  register(env) {
    env.quizType(aimlQuizType);
    env.messages(aimlMessages);
  },
  seed: seedAiml,
});
