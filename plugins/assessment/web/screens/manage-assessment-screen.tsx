import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorState, Loading, isApiError, showToast } from '@seodang/sdk/web';
import { assessmentApi, type ManagedExam } from '../api.ts';
import { AssessmentForm } from '../components/assessment-form.tsx';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal.tsx';
import { examRemovalApi } from '../components/exam-removal-api.ts';
import { ExamEditor } from '../components/exam-editor.tsx';
import { ManagedExamList } from '../components/managed-exam-list.tsx';
import '../assessment.css';
import '../components/manage-assessment.css';

/**
 * /manage/assessment/{lectureSeq}: Manage Assessment — edit the assessment, delete it, and add,
 * edit or delete its exams. Only its owner or a channel admin; anyone else sees the API's refusal.
 */
export function ManageAssessmentScreen() {
  const { t } = useTranslation('assessment');
  const seq = Number(useParams().lectureSeq);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = ['assessment', seq, 'manage'];
  const q = useQuery({ queryKey: key, queryFn: () => assessmentApi.managed(seq), retry: false });
  const [deleting, setDeleting] = useState(false);
  /** The exam open in the editor: 'new', one being edited, or none. */
  const [search, setSearch] = useSearchParams();
  const [editing, setEditingState] = useState<ManagedExam | 'new' | null>(
    search.get('exam') === 'new' ? 'new' : null,
  );
  // The open exam is kept in the address (`?exam=new|<index>`), so coming back from the workspace
  // (its `returnTo`) reopens the form.
  const setEditing = (exam: ManagedExam | 'new' | null) => {
    setEditingState(exam);
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (exam) next.set('exam', exam === 'new' ? 'new' : String(exam.index));
        else next.delete('exam');
        return next;
      },
      { replace: true },
    );
  };
  const reopen = Number(search.get('exam'));
  useEffect(() => {
    if (reopen > 0 && editing === null && q.data)
      setEditingState(q.data.exams.find((e) => e.index === reopen) ?? null);
    // Only once the exams are in: later changes come from setEditing itself.
  }, [q.data]);
  const [deletingExam, setDeletingExam] = useState<ManagedExam | null>(null);
  if (q.isPending) return <Loading />;
  if (q.isError) {
    // A refusal (not the owner, no such assessment) does not change by trying again.
    const refused = isApiError(q.error) && q.error.status >= 400 && q.error.status < 500;
    return (
      <div className="sd-container">
        <h1>{t('manageAssessment.title')}</h1>
        <ErrorState error={q.error} onRetry={refused ? undefined : () => void q.refetch()} />
      </div>
    );
  }
  const a = q.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['assessment'] });
  return (
    <div className="sd-container" data-testid="manage-assessment">
      <div className="as-toolbar">
        <h1>{t('manageAssessment.title')}</h1>
        <div className="ma-actions">
          <Link to={`/assessment/${a.lectureSeq}/${a.lectureSlug}`} data-testid="assessment-page-link">
            {t('manageAssessment.page')}
          </Link>
          <Button color="danger" outline onClick={() => setDeleting(true)} data-testid="delete-assessment">
            {t('manageAssessment.delete')}
          </Button>
        </div>
      </div>
      <section aria-labelledby="ma-settings">
        <h2 id="ma-settings">{t('manageAssessment.settings')}</h2>
        <AssessmentForm
          key={`${a.title}|${a.registerOpen}`}
          testId="edit-assessment"
          initial={a}
          submitLabel={t('manageAssessment.save')}
          onSubmit={async (values) => {
            await assessmentApi.update(seq, { ...values });
            showToast(t('manageAssessment.saved'), { type: 'success' });
            await refresh();
          }}
        />
      </section>
      <section className="ma-section" aria-labelledby="ma-exams">
        <div className="as-toolbar">
          <h2 id="ma-exams">{t('manageAssessment.exams')}</h2>
          <Button
            color="primary"
            onClick={() => setEditing('new')}
            disabled={editing === 'new'}
            data-testid="add-exam"
          >
            {t('manageAssessment.addExam')}
          </Button>
        </div>
        <ManagedExamList assessment={a} onEdit={setEditing} onDelete={setDeletingExam} />
        {editing ? (
          <ExamEditor
            key={editing === 'new' ? 'new' : editing.index}
            seq={seq}
            exam={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onMemberRemoved={() => {
              showToast(t('examRemoval.memberRemoved'), { type: 'success' });
              void refresh();
            }}
            onSave={async (body) => {
              if (editing === 'new') await assessmentApi.createExam(seq, body);
              else await assessmentApi.updateExam(seq, editing.index, body);
              showToast(t('examEditor.saved'), { type: 'success' });
              setEditing(null);
              await refresh();
            }}
          />
        ) : null}
      </section>
      <ConfirmDeleteModal
        key={deletingExam?.index ?? 'none'}
        open={deletingExam !== null}
        testId="delete-exam-modal"
        heading={t('examRemoval.deleteTitle')}
        question={t('examRemoval.deleteConfirm', { title: deletingExam?.title })}
        cancel={t('examRemoval.cancel')}
        confirm={t('examRemoval.deleteExam')}
        onClose={() => setDeletingExam(null)}
        onConfirm={async () => {
          const exam = deletingExam!;
          await examRemovalApi.removeExam(seq, exam.index);
          showToast(t('examRemoval.deleted'), { type: 'success' });
          setDeletingExam(null);
          if (editing !== 'new' && editing?.index === exam.index) setEditing(null);
          await refresh();
        }}
      />
      <ConfirmDeleteModal
        open={deleting}
        testId="delete-assessment-modal"
        heading={t('manageAssessment.deleteTitle')}
        question={t('manageAssessment.deleteConfirm', { title: a.title })}
        cancel={t('manageAssessment.cancel')}
        confirm={t('manageAssessment.delete')}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await assessmentApi.remove(seq);
          showToast(t('manageAssessment.deleted'), { type: 'success' });
          queryClient.removeQueries({ queryKey: key });
          await refresh();
          navigate('/manage/my');
        }}
      />
    </div>
  );
}

export default ManageAssessmentScreen;
