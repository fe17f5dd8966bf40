import { definePlugin } from '@seodang/sdk';
import { restfulapiQuizType } from '../common/index.ts';
import { restfulapiMessages } from '../common/messages.ts';
import { seedRestfulapi } from './seed.ts';

/** The REST API quiz type: the learner's HTTP server is graded by the teacher's request sequences. */
export const plugin = definePlugin({
  id: 'quiz-restfulapi',
  register(env) {
    env.quizType(restfulapiQuizType);
    env.messages(restfulapiMessages);
  },
  seed: seedRestfulapi,
});
