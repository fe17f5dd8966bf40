import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
import type { ScratchAnswer, ScratchView } from '../common/index.ts';
import { ScratchFrame } from './scratch-frame.tsx';

/** The submitted project, shown read-only in the Scratch player (the workspace lists the tests). */
export default function ScratchReview({ answer }: QuizReviewProps<ScratchView, ScratchAnswer>) {
  const { t } = useTranslation('quiz-scratch');
  return (
    <section data-testid="scratch-review">
      <h4>{t('yourProject')}</h4>
      <ScratchFrame
        project={answer.project}
        readOnly
        title={t('reviewTitle')}
        testId="scratch-review-player"
      />
    </section>
  );
}
