import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScratchCheck, ScratchView } from '../common/index.ts';
import { blockLabel, loadBlockMessages, type BlockMessages } from './block-names.ts';

/** Scratch's block texts in `language`, once loaded (null before, and if they cannot be fetched: opcodes then stand alone). */
function useBlockMessages(language: string): BlockMessages | null {
  const [messages, setMessages] = useState<BlockMessages | null>(null);
  useEffect(() => {
    let live = true;
    loadBlockMessages(language).then(
      (loaded) => {
        if (live) setMessages(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return messages;
}

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
  const { t, i18n } = useTranslation('quiz-scratch');
  const messages = useBlockMessages(i18n.language);
  // Each block by Scratch's own name in the learner's language, its opcode beside it.
  const blocks = (opcodes: string[]) =>
    opcodes.map((op) => blockLabel(op, messages, i18n.language)).join(', ');
  return (
    <section aria-label={t('rules')} data-testid="scratch-rules">
      <p>{t('summary', { shown: view.tests.length, hidden: view.hiddenTests, points: view.maxPoints })}</p>
      <ul className="scratch-rules">
        {view.requiredOpcodes.length ? (
          <li data-testid="scratch-required">{t('required', { blocks: blocks(view.requiredOpcodes) })}</li>
        ) : null}
        {view.forbiddenOpcodes.length ? (
          <li data-testid="scratch-forbidden">{t('forbidden', { blocks: blocks(view.forbiddenOpcodes) })}</li>
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
