import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, useFormat } from '@seodang/sdk/web';
import type { ManagedAssessment, ManagedExam } from '../api.ts';
import { controlPath, examPath } from '../paths.ts';
import type { RemovableExam } from './exam-removal-api.ts';
import { LevelVerificationsPanel } from './level-verifications-panel.tsx';
import { examineeReportPath } from '../../common/report-path.ts';
import './manage-assessment.css';

/**
 * The exams of an assessment with the ways into their supervision and reports, and an edit and a
 * delete button each (deleting is off once an examinee has started, and says so).
 */
export function ManagedExamList({
  assessment,
  onEdit,
  onDelete,
}: {
  assessment: ManagedAssessment;
  onEdit: (exam: ManagedExam) => void;
  onDelete: (exam: ManagedExam) => void;
}) {
  const { t } = useTranslation('assessment');
  const { formatDateTime } = useFormat();
  const { lectureSeq: seq, lectureSlug: slug } = assessment;
  // The level test whose verifications are open.
  const [verifying, setVerifying] = useState<number | null>(null);
  const when = (d: string) => formatDateTime(d);
  if (assessment.exams.length === 0) return <EmptyState>{t('manageAssessment.noExams')}</EmptyState>;
  return (
    <ul className="sd-card as-list" data-testid="managed-exams">
      {assessment.exams.map((e) => {
        const count = (role: string) => e.members.filter((m) => m.role === role).length;
        const started = (e as RemovableExam).startedCount ?? 0;
        return (
          <li key={e.index} data-testid="managed-exam" data-exam-index={e.index} className="ma-exam">
            <div className="ma-exam__head">
              <strong>{e.title}</strong>
              <span>
                {when(e.startAt)} – {when(e.endAt)}
              </span>
              <span className="as-hint">
                {t('manageAssessment.counts', {
                  quizzes: e.quizzes.length,
                  examinees: count('student'),
                  supervisors: count('supervisor'),
                })}
              </span>
              {started ? (
                <span className="as-badge" data-testid="exam-started-count">
                  {t('examRemoval.startedCount', { count: started })}
                </span>
              ) : null}
            </div>
            <nav className="ma-exam__links" aria-label={t('manageAssessment.examLinks', { title: e.title })}>
              <Link to={controlPath(seq, slug, e.index)} data-testid="exam-control-room">
                {t('manageAssessment.controlRoom')}
              </Link>
              <Link to={`${examPath(seq, slug, e.index)}/control`} data-testid="exam-control">
                {t('manageAssessment.examControl')}
              </Link>
              <Link to={`${examPath(seq, slug, e.index)}/supervision-groups`} data-testid="exam-groups">
                {t('manageAssessment.groups')}
              </Link>
              <Link to={examineeReportPath(seq, slug, e.index)} data-testid="exam-reports">
                {t('manageAssessment.reports')}
              </Link>
              <Button size="sm" onClick={() => onEdit(e)} data-testid="edit-exam">
                {t('manageAssessment.editExam')}
              </Button>
              {e.levelTest ? (
                <Button
                  size="sm"
                  outline
                  aria-expanded={verifying === e.index}
                  onClick={() => setVerifying(verifying === e.index ? null : e.index)}
                  data-testid="level-verifications-toggle"
                >
                  {t('reverification.panel')}
                </Button>
              ) : null}
              <span title={started ? t('examRemoval.deleteBlocked') : undefined}>
                <Button
                  size="sm"
                  color="danger"
                  outline
                  disabled={started > 0}
                  onClick={() => onDelete(e)}
                  data-testid="delete-exam"
                  aria-label={t('examRemoval.deleteExamOf', { title: e.title })}
                  aria-describedby={started ? `exam-${e.index}-blocked` : undefined}
                >
                  {t('examRemoval.deleteExam')}
                </Button>
              </span>
              {started ? (
                <span id={`exam-${e.index}-blocked`} className="as-hint" data-testid="delete-exam-blocked">
                  {t('examRemoval.deleteBlocked')}
                </span>
              ) : null}
            </nav>
            {e.levelTest && verifying === e.index ? <LevelVerificationsPanel examIndex={e.index} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
