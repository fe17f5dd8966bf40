import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type QuizPlayerProps } from '@seodang/sdk/web';
import type { EntryAnswer, EntryView } from '../common/index.ts';
import { gradeTest } from '../common/runtime/grade.ts';
import { countBlocks, type Project } from '../common/runtime/project.ts';
import { ProjectWorkbench, blockLabel } from './project-workbench.tsx';
import './entry.css';

/**
 * The learner's Entry project: blocks per object, the stage, the rules and the shown tests, which
 * can be tried here (never graded here: submitting sends the project to the server's judge).
 */
export default function EntryPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<EntryView, EntryAnswer>) {
  const { t, i18n } = useTranslation('quiz-entry');
  const project = (answer?.project ?? view.starter) as Project;
  const [tried, setTried] = useState<Record<string, string>>({});
  // The starter is the first answer, so submitting it untouched is possible.
  useEffect(() => {
    if (!answer && !readOnly) onChange({ project: view.starter });
  }, []);
  const label = (types: string[]) => types.map((x) => blockLabel(x, i18n.language)).join(', ');
  const rules = {
    requiredBlocks: view.requiredBlocks,
    forbiddenBlocks: view.forbiddenBlocks,
    maxBlocks: view.maxBlocks,
    stepLimit: view.stepLimit,
  };
  const count = countBlocks(project);

  return (
    <div className="entry-player" data-testid="entry-player">
      <p className="entry-note" data-testid="entry-substitute">
        {t('substitute')}
      </p>
      <ProjectWorkbench
        project={project}
        starter={view.starter as Project}
        stepLimit={view.stepLimit}
        readOnly={readOnly}
        onChange={(p) => onChange({ project: p })}
        testId="entry-learner"
      />
      <section aria-labelledby="entry-rules">
        <h3 id="entry-rules">{t('rules')}</h3>
        <ul>
          {view.requiredBlocks.length > 0 && <li>{t('required', { blocks: label(view.requiredBlocks) })}</li>}
          {view.forbiddenBlocks.length > 0 && (
            <li>{t('forbidden', { blocks: label(view.forbiddenBlocks) })}</li>
          )}
          <li data-testid="entry-rule-count">
            {view.maxBlocks === null
              ? t('blockCount', { count })
              : t('blockCountMax', { count, max: view.maxBlocks })}
          </li>
        </ul>
      </section>
      <section aria-labelledby="entry-tests">
        <h3 id="entry-tests">{t('tests')}</h3>
        <ul className="entry-tests">
          {view.tests.map((x) => (
            <li key={x.name}>
              <Button
                outline
                size="sm"
                data-testid={`entry-try-${x.name}`}
                onClick={() => {
                  const v = gradeTest(project, x as Parameters<typeof gradeTest>[1], rules);
                  setTried((old) => ({
                    ...old,
                    [x.name]:
                      v.outcome === 'pass'
                        ? t('tryPass', { name: x.name })
                        : t('tryFail', { name: x.name, message: v.message }),
                  }));
                }}
              >
                {t('tryTest', { name: x.name })}
              </Button>{' '}
              <span role="status" aria-live="polite">
                {tried[x.name] ?? ''}
              </span>
            </li>
          ))}
          {view.hiddenTests > 0 && <li>{t('hiddenTests', { count: view.hiddenTests })}</li>}
        </ul>
      </section>
    </div>
  );
}
