import type { QuizEditorProps } from '@seodang/sdk/web';
import { compareSchema, microbitSchema, type MicrobitDefinition } from '../../common/index.ts';
import { BoardEditor } from '../board-editor.tsx';

/** A new quiz: show a heart, checked on the display. */
export const newMicrobit = (): MicrobitDefinition => ({
  source: 'from microbit import *\n\n',
  answer_code: 'from microbit import *\n\ndisplay.show(Image.HEART)\n',
  compare: compareSchema.parse({}),
  run_time_limit: 10,
  tests: [
    {
      name: 'test 1',
      inputs: [],
      checks: [{ kind: 'display', at_ms: 100, image: 'HEART' }],
      expected_output: null,
      duration_ms: 1000,
      score: 1,
      hidden: false,
    },
  ],
});

/** The teacher's form: starting and reference programs, the output comparison, the limit and the tests. */
export default function MicrobitEditor(props: QuizEditorProps<MicrobitDefinition>) {
  return (
    <BoardEditor
      {...props}
      board="microbit"
      language="python"
      textPrefix="microbit."
      create={newMicrobit}
      schema={microbitSchema}
    />
  );
}
