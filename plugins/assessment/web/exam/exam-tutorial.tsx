import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import { formatClock } from '../../common/index.ts';
import type { TourStep } from './tutorial-steps.ts';
import './exam-tutorial.css';

interface Props {
  steps: TourStep[];
  /** Time left on the exam clock, which keeps running during the tour. */
  remaining: number;
  onDone(): void;
}

const gap = 12;
const dialogWidth = 360;

/** Where the dialog sits: below the shown part when there is room, else above it, else in the middle. */
function placement(rect: DOMRect | null): React.CSSProperties {
  if (!rect) return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  const left = Math.min(Math.max(rect.left, gap), window.innerWidth - dialogWidth - gap);
  if (rect.bottom + 260 < window.innerHeight) return { top: rect.bottom + gap, left };
  if (rect.top > 260) return { bottom: window.innerHeight - rect.top + gap, left };
  return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
}

/**
 * The EXAM_TUTORIAL page: a guided tour over the real exam room. Each step lights up one part of the
 * room; next / previous / skip by button or keyboard (→, ←, Esc). The room behind is inert.
 */
export function ExamTutorial({ steps, remaining, onDone }: Props) {
  const { t } = useTranslation('assessment');
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<DOMRect | null>(null);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const step = steps[index];
  const last = index === steps.length - 1;
  const next = () => (last ? onDone() : setIndex(index + 1));
  const previous = () => setIndex(Math.max(0, index - 1));

  // Light up the step's part of the room, following scrolling and resizing.
  useLayoutEffect(() => {
    const target = step.target ? document.querySelector<HTMLElement>(`[data-tour="${step.target}"]`) : null;
    target?.scrollIntoView({ block: 'nearest' });
    // A part that is hidden now (e.g. the question list) leaves the step in the middle of the page.
    const measure = () => {
      const box = target?.getBoundingClientRect();
      setRect(box && box.width > 0 && box.height > 0 ? box : null);
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step.target]);
  // Focus on the step's main button, so Enter goes on and a screen reader reads the new step.
  useEffect(() => dialog.current?.querySelector<HTMLButtonElement>('[data-tour-primary]')?.focus(), [index]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') next();
      else if (e.key === 'ArrowLeft') previous();
      else if (e.key === 'Escape') onDone();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <div className="as-tour" data-testid="exam-tutorial" data-step={step.key}>
      {rect ? (
        <div
          className="as-tour__spot"
          aria-hidden="true"
          style={{ top: rect.top - 4, left: rect.left - 4, width: rect.width + 8, height: rect.height + 8 }}
        />
      ) : (
        <div className="as-tour__dim" aria-hidden="true" />
      )}
      <div
        ref={dialog}
        className="as-tour__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-text`}
        style={placement(rect)}
      >
        <p className="as-tour__count">{t('room.tour.count', { n: index + 1, total: steps.length })}</p>
        <h2 id={titleId}>{t(`room.tour.${step.key}.title`)}</h2>
        <p id={`${titleId}-text`}>{t(`room.tour.${step.key}.text`)}</p>
        <p className="as-tour__clock" data-testid="tour-clock">
          {t('room.tour.clockRuns', { time: formatClock(remaining) })}
        </p>
        <div className="as-tour__actions">
          <Button onClick={onDone} data-testid="tour-skip">
            {t('room.tour.skip')}
          </Button>
          <span className="as-tour__spacer" />
          <Button onClick={previous} disabled={index === 0} data-testid="tour-prev">
            {t('room.tour.previous')}
          </Button>
          <Button
            color="primary"
            data-tour-primary=""
            onClick={next}
            data-testid={last ? 'tour-done' : 'tour-next'}
          >
            {last ? t('room.tour.done') : t('room.tour.next')}
          </Button>
        </div>
        <p className="as-hint as-tour__keys">{t('room.tour.keys')}</p>
      </div>
    </div>
  );
}
