import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
import type { EntryAnswer, EntryView } from '../common/index.ts';
import { countBlocks, type Project } from '../common/runtime/project.ts';

/** Under the result: what was submitted (the tests' verdicts are the result panel's). */
export default function EntryReview({ answer }: QuizReviewProps<EntryView, EntryAnswer>) {
  const { t } = useTranslation('quiz-entry');
  const project = answer?.project as Project | undefined;
  if (!project) return null;
  return (
    <p data-testid="entry-review">
      {t('reviewBlocks', { objects: project.objects.length, count: countBlocks(project) })}
    </p>
  );
}
