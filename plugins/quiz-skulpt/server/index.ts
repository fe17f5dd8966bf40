import { definePlugin } from '@seodang/sdk';
import { skulptQuizType } from '../common/index.ts';
import { glowscriptQuizType } from '../common/glowscript.ts';
import { quizSkulptMessages } from '../common/messages.ts';
import { seedQuizSkulpt } from './seed.ts';

/**
 * The quiz types `skulpt` (Python with a turtle) and `glowscript` (a VPython subset in 3D): the
 * workspace stores, serves and grades them; this plugin declares them.
 */
export const plugin = definePlugin({
  id: 'quiz-skulpt',
  register(env) {
    env.quizType(skulptQuizType);
    env.quizType(glowscriptQuizType);
    env.messages(quizSkulptMessages);
  },
  seed: seedQuizSkulpt,
});
