import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  showToast,
  Slot,
  usePageTitle,
} from '@seodang/sdk/web';
import type { LessonInput } from '../../common/index.ts';
import { lectureManageSectionsSlot } from '../../common/lecture-slots.ts';
import { lessonEditorSlot, type LessonEditorSlotProps } from '@seodang/plugin-workspace/lesson-slots';
import { LessonSlot } from '../components/lesson-slot.tsx';
import { lectureApi, lecturePath, type EditorLesson } from '../api.ts';
import { LessonForm } from '../components/lesson-form.tsx';
import { LessonOrderList } from '../components/lesson-order-list.tsx';
import { StudentsPanel } from '../components/students-panel.tsx';
import '../components/lectures.css';

/** Lesson types whose lessons hold quizzes (filled in by the workspace through our slots). */
const quizLessonTypes = new Set(['quiz', 'tutorial']);

/** Manage Lecture: the curriculum (add, edit, reorder, delete lessons), publishing and students. */
export function ManageScreen() {
  const { t } = useTranslation('lectures');
  const sequence = Number(useParams().lectureSeq);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['lectures', 'edit', sequence],
    queryFn: () => lectureApi.edit(sequence),
  });
  const [editing, setEditing] = useState<EditorLesson | 'new' | null>(null);
  // `?lesson=` reopens a lesson's form, e.g. when the teacher comes back from writing its quiz.
  const [search, setSearch] = useSearchParams();
  const reopen = Number(search.get('lesson'));
  useEffect(() => {
    const lesson = query.data?.lessons.find((l) => l.index === reopen);
    if (!lesson) return;
    setEditing(lesson);
    setSearch({}, { replace: true });
  }, [query.data, reopen, setSearch]);
  usePageTitle(query.data?.lecture.subject);
  const refresh = () => client.invalidateQueries({ queryKey: ['lectures'] });
  const act = async (fn: () => Promise<unknown>, done?: string) => {
    try {
      await fn();
      if (done) showToast(done, { type: 'success' });
      await refresh();
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <div className="sd-container">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const { lecture, lessons } = query.data;
  const save = async (input: LessonInput) => {
    if (editing === 'new') await lectureApi.addLesson(sequence, input);
    else if (editing) await lectureApi.updateLesson(sequence, editing.index, input);
    showToast(t('manage.lessonSaved'), { type: 'success' });
    setEditing(null);
    await refresh();
  };
  return (
    <div className="sd-container" data-testid="manage-lecture">
      <p>
        <Link to="/teach/my">← {t('title.teachMy')}</Link>
      </p>
      <div className="lc-section__head">
        <h1>{lecture.subject}</h1>
        <span className="lc-actions">
          <Link className="sd-btn sd-btn--secondary sd-btn--sm" to={lecturePath(lecture)}>
            {t('detail.preview')}
          </Link>
          <Link className="sd-btn sd-btn--secondary sd-btn--sm" to={`/teach/lecture/${sequence}/edit`}>
            {t('teach.edit')}
          </Link>
          <Button
            size="sm"
            color={lecture.isPublished ? 'secondary' : 'primary'}
            data-testid="publish-toggle"
            onClick={() => void act(() => lectureApi.publish(sequence, !lecture.isPublished))}
          >
            {lecture.isPublished ? t('teach.unpublish') : t('teach.publish')}
          </Button>
        </span>
      </div>
      <p>
        <span
          className={lecture.isPublished ? 'lc-badge lc-badge--done' : 'lc-badge'}
          data-testid="publish-state"
        >
          {lecture.isPublished ? t('teach.published') : t('teach.draft')}
        </span>
      </p>
      <section className="lc-section" aria-labelledby="lc-lessons">
        <div className="lc-section__head">
          <h2 id="lc-lessons">{t('manage.lessons')}</h2>
          {editing === null ? (
            <Button color="primary" onClick={() => setEditing('new')} data-testid="add-lesson">
              {t('manage.addLesson')}
            </Button>
          ) : null}
        </div>
        {editing !== null ? (
          <LessonForm
            key={editing === 'new' ? 'new' : editing.index}
            initial={editing === 'new' ? undefined : editing}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        {editing !== null && editing !== 'new' && quizLessonTypes.has(editing.type) ? (
          <LessonSlot<LessonEditorSlotProps>
            key={`quizzes-${editing.index}`}
            slot={lessonEditorSlot}
            props={{
              lectureIndex: sequence,
              lessonIndex: editing.index,
              lessonType: editing.type,
              returnTo: `/teach/lecture/${sequence}/manage?lesson=${editing.index}`,
            }}
          />
        ) : null}
        {lessons.length === 0 ? (
          <EmptyState>{t('manage.noLessons')}</EmptyState>
        ) : (
          <LessonOrderList
            lessons={lessons}
            onReorder={(order) => void act(() => lectureApi.reorder(sequence, order), t('manage.reordered'))}
            onEdit={(l) => setEditing(l)}
            onDelete={(l) => {
              if (confirm(t('manage.confirmDeleteLesson')))
                void act(() => lectureApi.removeLesson(sequence, l.index));
            }}
          />
        )}
      </section>
      <StudentsPanel sequence={sequence} />
      <Slot
        name={lectureManageSectionsSlot}
        props={{
          lectureIndex: sequence,
          lessons: lessons.map((l) => ({ lessonIndex: l.index, title: l.title, type: l.type })),
        }}
      />
    </div>
  );
}

export default ManageScreen;
