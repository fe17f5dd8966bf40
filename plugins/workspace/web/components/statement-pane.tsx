import { useTranslation } from 'react-i18next';
import type { Quiz } from '../api.ts';
import { ProblemStatement } from './problem-statement.tsx';
import { TypeExamples } from './type-examples.tsx';
import { RunExample } from './run-example.tsx';
import { fileNoteName, runLimits } from './statement-facts.ts';

interface ShownTest {
  name: string;
  input: string;
  inputTruncated?: boolean;
  expected: string | null;
  score?: number;
}

/** The problem: statement, the shown tests as examples, the hidden test count and the limits. */
export function StatementPane({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('workspace');
  const d = quiz.definition;
  // SQL tests are rows, not input/output: `TypeExamples` shows them.
  const shown = quiz.type === 'sql' ? [] : ((d.shownTests as ShownTest[] | undefined) ?? []);
  const hidden = Number(d.hiddenTestCount ?? 0);
  const inputFile = fileNoteName(d.input_file);
  const outputFile = fileNoteName(d.output_file);
  const limits = runLimits(d);
  return (
    <div className="ws-problem">
      <ProblemStatement markdown={quiz.common.contents ?? ''} />
      <TypeExamples quiz={quiz} />
      <RunExample quiz={quiz} />
      {inputFile ? (
        <p className="ws-file-io" data-testid="problem-input-file">
          {t('problem.inputFile', { name: inputFile })}
        </p>
      ) : null}
      {outputFile ? (
        <p className="ws-file-io" data-testid="problem-output-file">
          {t('problem.outputFile', { name: outputFile })}
        </p>
      ) : null}
      {shown.map((x) => (
        <section key={x.name} className="ws-example" aria-label={t('problem.example', { name: x.name })}>
          <h4>
            {t('problem.example', { name: x.name })}
            {x.score !== undefined ? (
              <span className="ws-muted"> · {t('problem.points', { score: x.score })}</span>
            ) : null}
          </h4>
          <div className="ws-example-io">
            <div>
              <em>{t('result.input')}</em>
              <pre>
                {x.input}
                {x.inputTruncated ? '\n…' : ''}
              </pre>
            </div>
            <div>
              <em>{t('result.expected')}</em>
              <pre>{x.expected ?? t('problem.regex')}</pre>
            </div>
          </div>
        </section>
      ))}
      {hidden && quiz.type !== 'sql' ? (
        <p className="ws-muted">{t('problem.hidden', { count: hidden })}</p>
      ) : null}
      {limits ? <p className="ws-muted">{t('problem.limits', limits)}</p> : null}
    </div>
  );
}
