import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
import type { AimlAnswer, AimlMetric, AimlView } from '../common/index.ts';
// The SDK's program box style, for the judge's message.
import '@seodang/sdk/web-code-area';
import './aiml.css';

/** The `metric.json` the judge's scorer returns, if any. */
function metricOf(artifacts: { name: string; base64: string }[] | undefined): AimlMetric | null {
  const a = artifacts?.find((x) => x.name === 'metric.json');
  if (!a) return null;
  try {
    const bytes = Uint8Array.from(atob(a.base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as AimlMetric;
  } catch {
    return null;
  }
}

/** A graded program: the verdict, the metric and its points, the judge's message and the plots. */
export default function AimlReview({ view, tests, score, maxScore }: QuizReviewProps<AimlView, AimlAnswer>) {
  const { t } = useTranslation('quiz-aiml');
  const test = tests?.[0];
  const metric = metricOf(test?.artifacts);
  const plots = (test?.artifacts ?? []).filter((a) => a.mediaType === 'image/png');
  const ok = test?.verdict === 'ACCEPTED';
  return (
    <section className="aiml-layout sd-card" data-testid="aiml-review">
      <h3>
        {t('result')}{' '}
        <small>
          {score ?? '-'} / {maxScore ?? '-'}
        </small>
      </h3>
      {test ? (
        <p data-testid="aiml-verdict" className={ok ? 'aiml-ok' : 'aiml-fail'}>
          {t(`verdict.${test.verdict}`, { defaultValue: test.verdict })}
        </p>
      ) : null}
      {metric ? (
        <p data-testid="aiml-metric">
          {t('metricValue', { metric: view.metric.name, value: Number(metric.metric.toFixed(4)) })} ·{' '}
          {t('points', { points: metric.points, max: metric.maxPoints })}
        </p>
      ) : test ? (
        <p className="ws-muted">{t('noMetric')}</p>
      ) : null}
      {test?.message && !metric ? (
        <div>
          <strong>{t('message')}</strong>
          <pre className="sd-code-area aiml-data" data-testid="aiml-message">
            {test.message}
          </pre>
        </div>
      ) : null}
      {plots.length ? (
        <div>
          <strong>{t('plots')}</strong>
          {plots.map((p) => (
            <figure key={p.name}>
              <img
                className="aiml-plot"
                src={`data:image/png;base64,${p.base64}`}
                alt={t('plotAlt', { name: p.name })}
                data-testid="aiml-plot"
              />
              <figcaption>
                <code>{p.name}</code>
              </figcaption>
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
}
