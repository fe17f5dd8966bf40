import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
import type { RestfulapiAnswer, RestfulapiView } from '../common/index.ts';
// The SDK's program box style, for responses and logs.
import '@seodang/sdk/web-code-area';
import { ExchangeView, exchangeOf } from './exchange-view.tsx';
import './restfulapi.css';

/** A graded server: each shown test's responses and the server's log (hidden tests: the result only). */
export default function RestfulapiReview({ tests }: QuizReviewProps<RestfulapiView, RestfulapiAnswer>) {
  const { t } = useTranslation('quiz-restfulapi');
  if (!tests?.length) return null;
  return (
    <section className="rest-layout sd-card" data-testid="rest-review">
      <h3>{t('result')}</h3>
      {tests.map((test) => {
        const exchange = exchangeOf(test.artifacts);
        return (
          <details key={test.name} data-testid="rest-review-test">
            <summary>
              {test.name} ·{' '}
              <span className={test.verdict === 'ACCEPTED' ? 'rest-ok' : 'rest-fail'}>
                {t(`verdict.${test.verdict}`, { defaultValue: test.verdict })}
              </span>
            </summary>
            {test.hidden ? <p className="ws-muted">{t('hiddenResult')}</p> : null}
            {exchange ? <ExchangeView exchange={exchange} testId="rest-review-exchange" /> : null}
          </details>
        );
      })}
    </section>
  );
}
