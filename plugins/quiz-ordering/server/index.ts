import { definePlugin } from '@seodang/sdk';
import { orderingQuizType } from '../common/index.ts';
import { orderingMessages } from './messages.ts';
import { seedOrdering } from './seed.ts';

/** An example quiz type from outside the built-in set: put items in the right order. */
export const plugin = definePlugin({
  id: 'quiz-ordering',
  register(env) {
    env.quizType(orderingQuizType);
    env.messages(orderingMessages);
  },
  seed: seedOrdering,
});
