import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
// The SDK's program box style.
import '@seodang/sdk/web-code-area';
import './skulpt.css';
import type { SkulptAnswer, SkulptView } from '../common/index.ts';

/**
 * The submitted program, and for each shown test whose drawing differed the judge's images: the
 * difference with the reference's drawing and the learner's own (the workspace lists the tests).
 */
export default function SkulptReview({ answer, tests }: QuizReviewProps<SkulptView, SkulptAnswer>) {
  const { t } = useTranslation('quiz-skulpt');
  const drawings = (tests ?? []).filter((x) => x.artifacts?.some((a) => a.name === 'drawing-diff.png'));
  return (
    <section data-testid="skulpt-review">
      <h4>{t('yourCode')}</h4>
      <pre className="sd-code-area">{answer.code}</pre>
      {drawings.map((test) => (
        <figure key={test.name} className="skulpt-diff" data-testid="skulpt-drawing-diff">
          <figcaption>{t('drawingDiff', { name: test.name })}</figcaption>
          {test.artifacts!.map((a) =>
            a.mediaType === 'image/png' ? (
              <img
                key={a.name}
                src={`data:image/png;base64,${a.base64}`}
                width={200}
                height={200}
                alt={t(a.name === 'drawing-diff.png' ? 'drawingDiffAlt' : 'drawingOwnAlt', {
                  name: test.name,
                })}
              />
            ) : null,
          )}
        </figure>
      ))}
    </section>
  );
}
