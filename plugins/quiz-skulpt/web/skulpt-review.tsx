import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
// The SDK's program box style.
import '@seodang/sdk/web-code-area';
import type { SkulptAnswer, SkulptView } from '../common/index.ts';

/** The submitted program (the workspace's result panel lists the judged tests). */
export default function SkulptReview({ answer }: QuizReviewProps<SkulptView, SkulptAnswer>) {
  const { t } = useTranslation('quiz-skulpt');
  return (
    <section data-testid="skulpt-review">
      <h4>{t('yourCode')}</h4>
      <pre className="sd-code-area">{answer.code}</pre>
    </section>
  );
}
