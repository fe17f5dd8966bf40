import { defineWebQuizType } from '@seodang/sdk/web';

const editor = () => import('./json-editor.tsx');
const part = <K extends string>(name: K) => () => import('./objective-players.tsx').then((m) => ({ default: m[name as keyof typeof m] as never }));
// Code types have no Player form: the workspace shows them in Monaco.
const codePlayer = () => Promise.resolve({ default: () => null });

/** Registers the web halves of the built-in quiz types (parts load on demand). */
export function registerBuiltInWebQuizTypes(): void {
  for (const id of ['programming', 'functional-programming', 'unittest', 'sql']) defineWebQuizType({ id, Editor: editor, Player: codePlayer, code: true });
  defineWebQuizType({ id: 'multiple_choice', Editor: editor, Player: part('MultipleChoicePlayer') });
  defineWebQuizType({ id: 'true_false', Editor: editor, Player: part('TrueFalsePlayer') });
  for (const id of ['short_answer', 'descriptive', 'custom']) defineWebQuizType({ id, Editor: editor, Player: part('TextPlayer') });
  defineWebQuizType({ id: 'pairing', Editor: editor, Player: part('PairingPlayer') });
  defineWebQuizType({ id: 'file_submit', Editor: editor, Player: part('FileSubmitPlayer') });
}
