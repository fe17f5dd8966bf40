import { definePlugin } from '@seodang/sdk';
import { arduinoQuizType, microbitQuizType } from '../common/index.ts';
import { quizMicrocontrollerMessages } from '../common/messages.ts';
import { registerBridgeRoute } from './bridge-route.ts';
import { seedQuizMicrocontroller } from './seed.ts';

/** The microcontroller quiz types (`arduino`, `microbit`): the workspace stores, serves and grades them; this plugin declares them. */
export const plugin = definePlugin({
  id: 'quiz-microcontroller',
  register(env) {
    env.quizType(arduinoQuizType);
    env.quizType(microbitQuizType);
    env.messages(quizMicrocontrollerMessages);
    registerBridgeRoute(env);
  },
  seed: seedQuizMicrocontroller,
});
