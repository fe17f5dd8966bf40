import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@seodang/sdk/web';
import type { ManagedAssessment, ManagedExam } from '../api.ts';
import { controlPath, examPath } from '../paths.ts';
import { examineeReportPath } from '../../common/report-path.ts';
import './manage-assessment.css';

/** The exams of an assessment with the ways into their supervision and reports, and an edit button each. */
export function ManagedExamList({ assessment, onEdit }: { assessment: ManagedAssessment; onEdit: (exam: ManagedExam) => void }) {
  const { t, i18n } = useTranslation('assessment');
  const { lectureSeq: seq, lectureSlug: slug } = assessment;
  const when = (d: string) => new Date(d).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (assessment.exams.length === 0) return <EmptyState>{t('manageAssessment.noExams')}</EmptyState>;
  return (
    <ul className="sd-card as-list" data-testid="managed-exams">
      {assessment.exams.map((e) => {
        const count = (role: string) => e.members.filter((m) => m.role === role).length;
        return (
          <li key={e.index} data-testid="managed-exam" data-exam-index={e.index} className="ma-exam">
            <div className="ma-exam__head">
              <strong>{e.title}</strong>
              <span>{when(e.startAt)} – {when(e.endAt)}</span>
              <span className="as-hint">{t('manageAssessment.counts', { quizzes: e.quizzes.length, examinees: count('student'), supervisors: count('supervisor') })}</span>
            </div>
            <nav className="ma-exam__links" aria-label={t('manageAssessment.examLinks', { title: e.title })}>
              <Link to={controlPath(seq, slug, e.index)} data-testid="exam-control-room">{t('manageAssessment.controlRoom')}</Link>
              <Link to={`${examPath(seq, slug, e.index)}/control`} data-testid="exam-control">{t('manageAssessment.examControl')}</Link>
              <Link to={`${examPath(seq, slug, e.index)}/supervision-groups`} data-testid="exam-groups">{t('manageAssessment.groups')}</Link>
              <Link to={examineeReportPath(seq, slug, e.index)} data-testid="exam-reports">{t('manageAssessment.reports')}</Link>
              <Button size="sm" onClick={() => onEdit(e)} data-testid="edit-exam">{t('manageAssessment.editExam')}</Button>
            </nav>
          </li>
        );
      })}
    </ul>
  );
}
