import type { ReactNode } from 'react';
import { CodeAreaField } from './code-area.tsx';
import { JsonField } from './json-field.tsx';

/** The fields every "program" quiz type's definition has: the starting code, the reference and the tests. */
export interface ProgramQuizDraft<Tests> {
  source: string;
  answer_code: string;
  tests: Tests;
}

/** The fields' labels, already translated. */
export interface ProgramQuizLabels {
  source: string;
  answerCode: string;
  tests: string;
  testsHint: string;
  /** The message for tests that do not parse as JSON (gets the parser's message). */
  testsJson(error: string): string;
}

export interface ProgramQuizFieldsProps<Tests> {
  /** Prefix of the fields' ids and test ids: `<prefix>-source`, `<prefix>-answer-code`, `<prefix>-tests`. */
  prefix: string;
  /** The code boxes' language (`python`, `cpp`), for styling and tests. */
  language: string;
  labels: ProgramQuizLabels;
  draft: ProgramQuizDraft<Tests>;
  set(patch: Partial<ProgramQuizDraft<Tests>>): void;
  /** Rows of the starting code, the reference and the tests boxes. */
  rows?: { source?: number; answerCode?: number; tests?: number };
  /** The type's own options and limits, shown between the code and the tests. */
  children?: ReactNode;
}

/**
 * The common part of a program quiz's editor, so every such type asks for its starting code,
 * reference and tests the same way: two code boxes, the type's own options, then the tests as JSON.
 */
export function ProgramQuizFields<Tests>({
  prefix,
  language,
  labels,
  draft,
  set,
  rows = {},
  children,
}: ProgramQuizFieldsProps<Tests>) {
  return (
    <>
      <CodeAreaField
        id={`${prefix}-source`}
        label={labels.source}
        language={language}
        rows={rows.source ?? 6}
        value={draft.source}
        testId={`${prefix}-source`}
        onChange={(source) => set({ source })}
      />
      <CodeAreaField
        id={`${prefix}-answer-code`}
        label={labels.answerCode}
        language={language}
        rows={rows.answerCode ?? 10}
        value={draft.answer_code}
        testId={`${prefix}-answer-code`}
        onChange={(answer_code) => set({ answer_code })}
      />
      {children}
      <JsonField
        id={`${prefix}-tests`}
        label={labels.tests}
        description={labels.testsHint}
        rows={rows.tests ?? 12}
        value={draft.tests}
        parseError={labels.testsJson}
        testId={`${prefix}-tests`}
        onChange={(tests: Tests) => set({ tests })}
      />
    </>
  );
}
