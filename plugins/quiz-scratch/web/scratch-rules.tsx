import { useTranslation } from 'react-i18next';
import type { ScratchCheck, ScratchView } from '../common/index.ts';

/** A check in words, e.g. "고양이: x = 10 (±0.5)". */
function CheckText({ check }: { check: ScratchCheck }) {
  const { t } = useTranslation('quiz-scratch');
  const value = JSON.stringify(check.value);
  if (check.type === 'sprite') {
    const off = typeof check.value === 'number' && check.tolerance ? ` (±${check.tolerance})` : '';
    return <>{t(`check.sprite.${check.property}`, { sprite: check.sprite, value, off })}</>;
  }
  if (check.type === 'variable') return <>{t('check.variable', { name: check.name, value })}</>;
  if (check.type === 'list') return <>{t('check.list', { name: check.name, value })}</>;
  return <>{t('check.backdrop', { value })}</>;
}

/** The teacher's block rules and the shown tests (inputs and checks), for the learner. */
export function RulesAndTests({ view }: { view: ScratchView }) {
  const { t } = useTranslation('quiz-scratch');
  return (
    <section aria-label={t('rules')} data-testid="scratch-rules">
      <p>{t('summary', { shown: view.tests.length, hidden: view.hiddenTests, points: view.maxPoints })}</p>
      <ul className="scratch-rules">
        {view.requiredOpcodes.length ? (
          <li>{t('required', { blocks: view.requiredOpcodes.join(', ') })}</li>
        ) : null}
        {view.forbiddenOpcodes.length ? (
          <li>{t('forbidden', { blocks: view.forbiddenOpcodes.join(', ') })}</li>
        ) : null}
        {view.maxBlocks ? <li>{t('maxBlocks', { count: view.maxBlocks })}</li> : null}
        {view.lockedScripts.length ? <li>{t('locked', { count: view.lockedScripts.length })}</li> : null}
      </ul>
      {view.tests.map((test) => (
        <details key={test.name} data-testid="scratch-test">
          <summary>
            {test.name} ({t('points', { count: test.score })})
          </summary>
          <p>{t('duration', { seconds: test.duration })}</p>
          {test.inputs.answers.length ? (
            <p>{t('answers', { answers: test.inputs.answers.join(', ') })}</p>
          ) : null}
          {test.inputs.events.length ? (
            <p>
              {t('events', {
                events: test.inputs.events
                  .map((e) =>
                    e.type === 'key' ? `${e.at}s: ${e.key}` : `${e.at}s: ${e.sprite ?? t('stage')}`,
                  )
                  .join(', '),
              })}
            </p>
          ) : null}
          <ul>
            {test.checks.map((c, i) => (
              <li key={i}>
                <CheckText check={c} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
