import test from 'ava';
import { definitionProblems } from './problems.ts';

const t9 = (key: string, values?: Record<string, string>) => (values ? `${key}:${values.field}` : key);

test("a definition's problems read the type's own texts or name the field, each once", (t) => {
  const issues = [
    { message: 'aiml.validation.thresholds', path: ['thresholds'] },
    { message: 'aiml.validation.thresholds', path: ['thresholds', 0] },
    { message: 'Too small', path: ['limits', 0, 'points'] },
    { message: 'quest.validation.other', path: [] },
  ];
  t.deepEqual(definitionProblems(issues, 'aiml.validation.', t9), [
    'validation.thresholds',
    'invalidField:limits.0.points',
    'invalidField:',
  ]);
  t.deepEqual(definitionProblems([], 'aiml.validation.', t9), []);
});
