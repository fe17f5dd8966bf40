import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
// The SDK's program box style.
import '@seodang/sdk/web-code-area';
import type { GlowscriptAnswer, GlowscriptView } from '../common/glowscript.ts';
import { ChecksList } from './glowscript-checks.tsx';

/** The submitted program and what the shown tests checked (the workspace lists the verdicts). */
export default function GlowscriptReview({
  answer,
  view,
}: QuizReviewProps<GlowscriptView, GlowscriptAnswer>) {
  const { t } = useTranslation('quiz-skulpt');
  return (
    <section data-testid="glowscript-review">
      <h4>{t('yourCode')}</h4>
      <pre className="sd-code-area">{answer.code}</pre>
      {view.tests.length ? <h4>{t('shownTests')}</h4> : null}
      {view.tests.map((test) => (
        <details key={test.name}>
          <summary>{test.name}</summary>
          <ChecksList checks={test.checks} />
        </details>
      ))}
    </section>
  );
}
