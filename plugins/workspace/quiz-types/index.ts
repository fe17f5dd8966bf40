/**
 * The built-in quiz types, each written with the public `defineQuizType` of `@seodang/sdk/common`
 * exactly as an integrator would. The web parts live in `../web/quiz-types/`.
 */
import type { QuizTypeDefinition } from '@seodang/sdk/common';
import { programmingQuizType } from './programming.ts';
import { functionalProgrammingQuizType } from './functional-programming.ts';
import { unittestQuizType } from './unittest.ts';
import { sqlQuizType } from './sql.ts';
import { customQuizType } from './custom.ts';
import { htmlCssJsQuizType } from './html-css-js.ts';
import { webQuizType } from './web.ts';
import {
  descriptiveQuizType,
  fileSubmitQuizType,
  multipleChoiceQuizType,
  pairingQuizType,
  shortAnswerQuizType,
  trueFalseQuizType,
} from './objective.ts';

export {
  programmingQuizType,
  functionalProgrammingQuizType,
  unittestQuizType,
  sqlQuizType,
  customQuizType,
  htmlCssJsQuizType,
  webQuizType,
};
export {
  descriptiveQuizType,
  fileSubmitQuizType,
  multipleChoiceQuizType,
  pairingQuizType,
  shortAnswerQuizType,
  trueFalseQuizType,
};

/** Every built-in quiz type, registered by the workspace plugin. */
export const builtInQuizTypes: readonly QuizTypeDefinition[] = [
  programmingQuizType,
  functionalProgrammingQuizType,
  unittestQuizType,
  sqlQuizType,
  multipleChoiceQuizType,
  trueFalseQuizType,
  shortAnswerQuizType,
  pairingQuizType,
  descriptiveQuizType,
  fileSubmitQuizType,
  customQuizType,
  htmlCssJsQuizType,
  webQuizType,
];
