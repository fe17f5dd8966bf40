import type { QuizEditorProps } from '@seodang/sdk/web';
import { arduinoSchema, compareSchema, type ArduinoDefinition } from '../../common/index.ts';
import { BoardEditor } from '../board-editor.tsx';

/** A new quiz: blink pin 13, checked by its toggle period. */
export const newArduino = (): ArduinoDefinition => ({
  source: 'void setup() {\n}\n\nvoid loop() {\n}\n',
  answer_code:
    'void setup() {\n  pinMode(13, OUTPUT);\n}\n\nvoid loop() {\n  digitalWrite(13, HIGH);\n  delay(500);\n  digitalWrite(13, LOW);\n  delay(500);\n}\n',
  compare: compareSchema.parse({}),
  run_time_limit: 10,
  tests: [
    {
      name: 'test 1',
      serial_input: '',
      expected_output: null,
      inputs: [],
      pins: [{ kind: 'toggle', pin: 13, every_ms: 500, tolerance_ms: 20, from_ms: 0 }],
      duration_ms: 3000,
      score: 1,
      hidden: false,
    },
  ],
});

/** The teacher's form: starting and reference sketches, the serial comparison, the limit and the tests. */
export default function ArduinoEditor(props: QuizEditorProps<ArduinoDefinition>) {
  return (
    <BoardEditor
      {...props}
      board="arduino"
      language="cpp"
      textPrefix=""
      create={newArduino}
      schema={arduinoSchema}
    />
  );
}
