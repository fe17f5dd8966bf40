import type { ComponentType } from 'react';
import type { QuizPlayerProps } from '@seodang/sdk/web';
import { HtmlCssJsPlayer, WebPlayer } from './page-players.tsx';
import { reviewOf } from './reviews.tsx';

const as = (c: unknown) => c as ComponentType<QuizPlayerProps<never, never>>;

/** Reviews of the page types: the submitted page read-only (live) with each check's result. */
export const HtmlCssJsReview = reviewOf(as(HtmlCssJsPlayer));
export const WebReview = reviewOf(as(WebPlayer));
