import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import type { ReportSubmission } from './report-api.ts';

interface AnswerFile { name: string; content?: string; data?: string }

/** The answer's source files, when it is a code answer (`{ language, files }`). */
function filesOf(answer: unknown): { language?: string; files: AnswerFile[] } | null {
  const code = answer as { language?: string; files?: AnswerFile[] } | null;
  return Array.isArray(code?.files) ? { language: code.language, files: code.files } : null;
}

/** Any other answer as readable text: its `text`, or the quiz type's answer as JSON. */
const answerText = (answer: unknown) => {
  const text = (answer as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : JSON.stringify(answer, null, 2);
};

/** One submission's answer, read-only: a code answer with a tab per file, anything else as text. */
export function SubmissionReview({ submission, quizTitle, onClose }: { submission: ReportSubmission; quizTitle: string; onClose: () => void }) {
  const { t } = useTranslation('assessment');
  const [tab, setTab] = useState(0);
  const code = filesOf(submission.answer);
  const file = code?.files[Math.min(tab, code.files.length - 1)];
  return (
    <div className="as-review" data-testid="submission-review" data-submission={submission.index}>
      <div className="as-review__head">
        <h3>{t('report.submissions.reviewTitle', { number: submission.number, quiz: quizTitle })}</h3>
        <Button size="sm" outline onClick={onClose}>{t('report.submissions.close')}</Button>
      </div>
      {code ? (
        <>
          <div role="tablist" aria-label={t('report.submissions.files')} className="as-review__tabs">
            {code.files.map((f, i) => (
              <button key={f.name} type="button" role="tab" aria-selected={f === file} data-testid="review-file-tab" onClick={() => setTab(i)}>
                {f.name}{code.language && i === 0 ? ` · ${code.language}` : ''}
              </button>
            ))}
          </div>
          <pre role="tabpanel" className="as-replay__code" data-testid="review-code">{file?.content ?? (file?.data ? `(${file.name})` : '')}</pre>
        </>
      ) : <pre className="as-replay__code" data-testid="review-code">{answerText(submission.answer)}</pre>}
    </div>
  );
}
