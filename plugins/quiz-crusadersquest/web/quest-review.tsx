import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
import type { QuestAnswer, QuestView } from '../common/index.ts';
import { ReplayPlayer, replayOf } from './replay.tsx';
import './quest.css';

/** A graded quest: each check passed or not, then the hero's run played back. */
export default function QuestReview({ tests, score, maxScore }: QuizReviewProps<QuestView, QuestAnswer>) {
  const { t } = useTranslation('quiz-crusadersquest');
  const replay = replayOf(tests);
  return (
    <section className="quest-layout sd-card" data-testid="quest-review">
      <h3>
        {t('checks')}{' '}
        <small>
          {score ?? '-'} / {maxScore ?? '-'}
        </small>
      </h3>
      <ul className="quest-checks" data-testid="quest-checks">
        {(tests ?? []).map((x) => {
          const ok = x.verdict === 'ACCEPTED';
          return (
            <li key={x.name} data-check={x.name} data-passed={ok}>
              <span className={ok ? 'quest-ok' : 'quest-fail'} aria-label={t(ok ? 'passed' : 'failed')}>
                {ok ? '✔' : '✘'}
              </span>
              <span>{t(`check.${x.name}`, { defaultValue: x.name })}</span>
              {x.score !== undefined ? (
                <span className="ws-muted">
                  {x.score} / {x.maxScore}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {replay ? <ReplayPlayer replay={replay} /> : <p className="ws-muted">{t('noReplay')}</p>}
    </section>
  );
}
