import type { ComponentType } from 'react';
import { defineWebQuizType } from '@seodang/sdk/web';

type Module = Record<string, unknown>;
// A named export of a lazily loaded module, as a lazy part (parts are typed by each module).
const from = (load: () => Promise<Module>, name: string) => () =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load().then((m) => ({ default: m[name] as ComponentType<any> }));
const editors = () => import('./objective-editors.tsx');
const players = () => import('./objective-players.tsx');
const reviews = () => import('./objective-reviews.tsx');
const codeEditors = () => import('./code-quiz-editor.tsx');
const unittestEditor = () => import('./unittest-editor.tsx');
const sqlEditor = () => import('./sql-editor.tsx');
const customEditor = () => import('./custom-editor.tsx');
const codeReview = () => import('./code-review.tsx');
const pageEditors = () => import('./page-editors.tsx');
const pagePlayers = () => import('./page-players.tsx');
const pageReviews = () => import('./page-reviews.tsx');
// Code types have no Player form: the workspace shows them in Monaco.
const codePlayer = () => Promise.resolve({ default: () => null });

let done = false;

/**
 * Registers the web halves of the built-in quiz types, once. Called by the quiz screens when they
 * load (never by the plugin's entry), so the main page carries no quiz-type code; every part
 * stays a separate lazy chunk.
 */
export function registerBuiltInWebQuizTypes(): void {
  if (done) return;
  done = true;
  defineWebQuizType({
    id: 'programming',
    Editor: from(codeEditors, 'default'),
    Player: codePlayer,
    code: true,
  });
  defineWebQuizType({
    id: 'functional-programming',
    Editor: from(codeEditors, 'FunctionalEditor'),
    Player: codePlayer,
    code: true,
  });
  defineWebQuizType({
    id: 'unittest',
    Editor: from(unittestEditor, 'UnittestEditor'),
    Player: codePlayer,
    Review: from(codeReview, 'CodeReview'),
    code: true,
  });
  defineWebQuizType({
    id: 'sql',
    Editor: from(sqlEditor, 'SqlEditor'),
    Player: codePlayer,
    Review: from(codeReview, 'CodeReview'),
    code: true,
  });
  defineWebQuizType({
    id: 'multiple_choice',
    Editor: from(editors, 'MultipleChoiceEditor'),
    Player: from(players, 'MultipleChoicePlayer'),
    Review: from(reviews, 'MultipleChoiceReview'),
  });
  defineWebQuizType({
    id: 'true_false',
    Editor: from(editors, 'TrueFalseEditor'),
    Player: from(players, 'TrueFalsePlayer'),
    Review: from(reviews, 'TrueFalseReview'),
  });
  defineWebQuizType({
    id: 'short_answer',
    Editor: from(editors, 'ShortAnswerEditor'),
    Player: from(players, 'TextPlayer'),
    Review: from(reviews, 'TextReview'),
  });
  defineWebQuizType({
    id: 'descriptive',
    Editor: from(editors, 'DescriptiveEditor'),
    Player: from(players, 'TextPlayer'),
    Review: from(reviews, 'TextReview'),
  });
  defineWebQuizType({
    id: 'custom',
    Editor: from(customEditor, 'CustomEditor'),
    Player: from(players, 'TextPlayer'),
    Review: from(reviews, 'TextReview'),
  });
  defineWebQuizType({
    id: 'pairing',
    Editor: from(editors, 'PairingEditor'),
    Player: from(players, 'PairingPlayer'),
    Review: from(reviews, 'PairingReview'),
  });
  defineWebQuizType({
    id: 'html_css_js',
    Editor: from(pageEditors, 'HtmlCssJsEditor'),
    Player: from(pagePlayers, 'HtmlCssJsPlayer'),
    Review: from(pageReviews, 'HtmlCssJsReview'),
  });
  defineWebQuizType({
    id: 'web',
    Editor: from(pageEditors, 'WebEditor'),
    Player: from(pagePlayers, 'WebPlayer'),
    Review: from(pageReviews, 'WebReview'),
  });
  defineWebQuizType({
    id: 'file_submit',
    Editor: from(editors, 'FileSubmitEditor'),
    Player: from(players, 'FileSubmitPlayer'),
    Review: from(reviews, 'FileSubmitReview'),
  });
}
