import { useTranslation } from 'react-i18next';
import type { ReportMemo } from './report-api.ts';
import './memo-list.css';

/** The examinee's memos in the report: every quiz of the exam, labelled, with its memo or "no memo". */
export function ReportMemos({ memos }: { memos: ReportMemo[] }) {
  const { t } = useTranslation('assessment');
  if (!memos.some((m) => m.text))
    return (
      <p className="as-hint" data-testid="report-memo-empty">
        {t('report.noMemo')}
      </p>
    );
  return (
    <dl className="as-report__memos" data-testid="report-memos">
      {memos.map((m) => (
        <div key={m.quizId} data-testid="report-memo" data-quiz-id={m.quizId}>
          <dt>
            {m.index + 1}. {m.title}
          </dt>
          {m.text ? (
            <dd className="as-report__memo">{m.text}</dd>
          ) : (
            <dd className="as-hint">{t('report.noMemo')}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
