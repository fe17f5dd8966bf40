import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizPlayerProps } from '@seodang/sdk/web';
import type { QuestAnswer, QuestView } from '../common/index.ts';
import { Board } from './board.tsx';
import { CodeArea, countCodeLines as countLines } from '@seodang/sdk/web-code-area';
import './quest.css';

/** The learner sees the map, the commands and the limits, and writes the hero's program. */
export default function QuestPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<QuestView, QuestAnswer>) {
  const { t } = useTranslation('quiz-crusadersquest');
  const code = answer?.code ?? view.starter ?? '';
  // The starter program is already an answer the learner can run with.
  useEffect(() => {
    if (!answer && !readOnly) onChange({ code });
  }, []);
  const lines = countLines(code);
  const hasItems = view.requireItems && view.cells.some((row) => row.includes('*'));
  return (
    <div className="quest-layout" data-testid="quest-player">
      <Board
        width={view.width}
        height={view.height}
        cells={view.cells}
        hero={view.start}
        goal={view.goal}
        testId="quest-board"
      />
      <div>
        <strong>{t('allowed')}</strong>
        <ul className="quest-commands" data-testid="quest-allowed">
          {view.commands.map((c) => (
            <li key={c}>
              <code>{c}()</code>
            </li>
          ))}
        </ul>
        <ul className="quest-facts">
          <li>{t('limitsShown', { steps: view.stepLimit, lines: view.lineLimit })}</li>
          {hasItems ? <li>{t('itemsShown')}</li> : null}
        </ul>
      </div>
      <label htmlFor="quest-code">
        <strong>{t('code')}</strong>
      </label>
      <p id="quest-code-hint" className="ws-muted">
        {t('codeHint')}
      </p>
      <CodeArea
        id="quest-code"
        value={code}
        readOnly={readOnly}
        testId="quest-code"
        describedBy="quest-code-hint quest-code-lines"
        onChange={(next) => onChange({ code: next })}
      />
      <span id="quest-code-lines" className={lines > view.lineLimit ? 'quest-over' : 'ws-muted'}>
        {t('lineCount', { lines, limit: view.lineLimit })}
      </span>
    </div>
  );
}
