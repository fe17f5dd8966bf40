import {
  FileSubmitPlayer,
  MultipleChoicePlayer,
  PairingPlayer,
  TextPlayer,
  TrueFalsePlayer,
} from './objective-players.tsx';
import { reviewOf } from './reviews.tsx';
import type { ComponentType } from 'react';
import type { QuizPlayerProps } from '@seodang/sdk/web';

const as = (c: unknown) => c as ComponentType<QuizPlayerProps<never, never>>;

/** Reviews of the objective and hand-graded types: the answer read-only with its results. */
export const MultipleChoiceReview = reviewOf(as(MultipleChoicePlayer));
export const TrueFalseReview = reviewOf(as(TrueFalsePlayer));
export const TextReview = reviewOf(as(TextPlayer));
export const PairingReview = reviewOf(as(PairingPlayer));
export const FileSubmitReview = reviewOf(as(FileSubmitPlayer));
