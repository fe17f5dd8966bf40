import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@seodang/sdk/web';
import type { WritingStep } from './report-api.ts';
import { clockTime, type ReportFocus } from './clock.ts';

const stepMs = 600;

/** The last step at or before a moment (the first one when the moment is earlier). */
export function stepAt(steps: WritingStep[], at: number): number {
  let index = 0;
  steps.forEach((s, i) => {
    if (Date.parse(s.at) <= at) index = i;
  });
  return index;
}

/**
 * Rebuilds how an answer was written, one saved edit at a time: a slider over the edits of the
 * chosen quiz and a play button that walks through them.
 */
export function WritingReplay({
  history,
  focus,
  quizTitle,
}: {
  history: WritingStep[];
  focus: ReportFocus | null;
  quizTitle: (quizId: string) => string;
}) {
  const { t, i18n } = useTranslation('assessment');
  const quizIds = useMemo(
    () => [...new Set(history.map((s) => s.quizId).filter((q): q is string => !!q))],
    [history],
  );
  const [quizId, setQuizId] = useState<string | null>(null);
  const current = quizId ?? quizIds[0] ?? null;
  const steps = useMemo(() => history.filter((s) => s.quizId === current), [history, current]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);

  // An incident was chosen: show that quiz (when it names one) as it was at that moment.
  useEffect(() => {
    if (!focus) return;
    const quiz = focus.quizId && quizIds.includes(focus.quizId) ? focus.quizId : current;
    setQuizId(quiz);
    setIndex(
      stepAt(
        history.filter((s) => s.quizId === quiz),
        focus.at,
      ),
    );
    setPlaying(false);
    // Only a new focus moves the replay.
  }, [focus]);

  useEffect(() => {
    if (!playing) return;
    if (index >= steps.length - 1) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((i) => i + 1), stepMs);
    return () => clearTimeout(timer);
  }, [playing, index, steps.length]);

  if (!history.length) return <EmptyState>{t('report.replay.empty')}</EmptyState>;
  const step = steps[Math.min(index, steps.length - 1)];
  return (
    <div className="as-replay" data-testid="writing-replay">
      <div className="as-replay__bar">
        <label>
          <span className="as-hint">{t('report.replay.quiz')}</span>{' '}
          <select
            value={current ?? ''}
            onChange={(e) => {
              setQuizId(e.target.value);
              setIndex(0);
              setPlaying(false);
            }}
          >
            {quizIds.map((q) => (
              <option key={q} value={q}>
                {quizTitle(q)}
              </option>
            ))}
          </select>
        </label>
        <Button
          size="sm"
          onClick={() => {
            if (index >= steps.length - 1) setIndex(0);
            setPlaying((p) => !p);
          }}
          data-testid="replay-play"
        >
          {playing ? t('report.replay.pause') : t('report.replay.play')}
        </Button>
        <input
          type="range"
          min={0}
          max={Math.max(0, steps.length - 1)}
          value={Math.min(index, steps.length - 1)}
          aria-label={t('report.replay.slider')}
          onChange={(e) => {
            setIndex(Number(e.target.value));
            setPlaying(false);
          }}
          data-testid="replay-slider"
        />
        <span className="as-hint" data-testid="replay-position">
          {t('report.replay.step', { index: Math.min(index, steps.length - 1) + 1, total: steps.length })} ·{' '}
          {step ? clockTime(step.at, i18n.language) : ''}
        </span>
      </div>
      <pre className="as-replay__code" data-testid="replay-code">
        {step?.text ?? ''}
      </pre>
    </div>
  );
}
