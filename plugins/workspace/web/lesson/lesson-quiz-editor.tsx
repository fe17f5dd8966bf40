import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  isApiError,
  Loading,
  Modal,
  ModalBody,
  ModalHeader,
  showToast,
  useWebQuizTypes,
} from '@seodang/sdk/web';
import type { LessonEditorSlotProps } from '../../common/lesson-slots.ts';
import { workspaceApi, type QuizListItem } from '../api.ts';
import { withReturnTo } from './return-to.ts';
import './lesson-quizzes.css';
import { quizTypeName } from '../quiz-types/type-name.ts';

/** Picks quizzes the teacher may edit (theirs, the channel's) that are not in this lesson yet. */
function QuizPicker({
  taken,
  onPick,
  onClose,
}: {
  taken: Set<number>;
  onPick: (quiz: QuizListItem) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('workspace');
  // Plugins' quiz types (their labels) load with the list.
  useWebQuizTypes();
  const [term, setTerm] = useState('');
  const all = useQuery({ queryKey: ['workspace', 'quizzes', 'all'], queryFn: () => workspaceApi.quizzes() });
  const shown = (all.data?.list ?? []).filter(
    (q) => q.canEdit && !taken.has(q.index) && q.title.toLowerCase().includes(term.trim().toLowerCase()),
  );
  return (
    <Modal open onClose={onClose} testId="quiz-picker">
      <ModalHeader>{t('lesson.pickerTitle')}</ModalHeader>
      <ModalBody>
        <input
          className="sd-input"
          type="search"
          aria-label={t('lesson.search')}
          placeholder={t('lesson.search')}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          data-testid="quiz-picker-search"
        />
        {all.isPending ? <Loading size="sm" /> : null}
        {all.data && shown.length === 0 ? <p className="ws-lesson-hint">{t('lesson.noMatch')}</p> : null}
        <ul className="ws-lesson-quizzes">
          {shown.map((q) => (
            <li key={q.index}>
              <span className="ws-lesson-quizzes__title">{q.title}</span>
              <span className="ws-badge">{quizTypeName(i18n, q.type)}</span>
              <Button size="sm" color="primary" onClick={() => onPick(q)} data-testid={`pick-${q.index}`}>
                {t('lesson.add')}
              </Button>
            </li>
          ))}
        </ul>
      </ModalBody>
    </Modal>
  );
}

/**
 * The lectures plugin's `lecture.lesson.editor` slot: a lesson's quizzes in Manage Lecture. The
 * teacher creates one (the quiz editor opens in this lesson and comes back), adds their own,
 * reorders and removes them; every change saves the whole ordered list.
 */
export default function LessonQuizEditor({ lectureIndex, lessonIndex, returnTo }: LessonEditorSlotProps) {
  const { t, i18n } = useTranslation('workspace');
  // Plugins' quiz types (their labels) load with the list.
  useWebQuizTypes();
  const client = useQueryClient();
  const key = useMemo(
    () => ['workspace', 'lesson-quizzes', lectureIndex, lessonIndex],
    [lectureIndex, lessonIndex],
  );
  const list = useQuery({
    queryKey: key,
    queryFn: () => workspaceApi.quizzes({ lectureIndex, lessonIndex }),
    refetchOnMount: 'always',
  });
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const quizzes = list.data?.list ?? [];
  const store = async (ids: number[]) => {
    setSaving(true);
    try {
      await workspaceApi.setLessonQuizzes(lectureIndex, lessonIndex, ids);
      showToast(t('lesson.saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['workspace'] });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const ids = quizzes.map((q) => q.index);
  const move = (at: number, by: number) => {
    const next = [...ids];
    [next[at], next[at + by]] = [next[at + by], next[at]];
    void store(next);
  };
  const createUrl = withReturnTo('/workspace/quiz/new', returnTo, {
    lectureIndex: String(lectureIndex),
    lessonIndex: String(lessonIndex),
  });
  return (
    <section
      className="sd-card ws-lesson-editor"
      aria-labelledby="ws-lesson-quizzes"
      data-testid="lesson-quizzes-editor"
    >
      <div className="ws-lesson-editor__head">
        <h3 id="ws-lesson-quizzes">{t('lesson.quizzes')}</h3>
        <span className="ws-actions">
          <Link className="sd-btn sd-btn--sm sd-btn--primary" to={createUrl} data-testid="lesson-quiz-create">
            {t('lesson.create')}
          </Link>
          <Button size="sm" onClick={() => setPicking(true)} data-testid="lesson-quiz-attach">
            {t('lesson.attach')}
          </Button>
        </span>
      </div>
      {list.isPending ? <Loading size="sm" /> : null}
      {list.data && quizzes.length === 0 ? <EmptyState>{t('lesson.empty')}</EmptyState> : null}
      <ol className="ws-lesson-quizzes" aria-busy={saving}>
        {quizzes.map((q, at) => (
          <li key={q.index} data-testid="lesson-quiz">
            <Link
              className="ws-lesson-quizzes__title"
              to={withReturnTo(`/workspace/quiz/${q.index}/edit`, returnTo)}
            >
              {q.title}
            </Link>
            <span className="ws-badge">{quizTypeName(i18n, q.type)}</span>
            {q.status === 0 ? <span className="ws-badge">{t('lesson.draft')}</span> : null}
            <span className="ws-actions">
              <Button
                size="sm"
                disabled={saving || at === 0}
                onClick={() => move(at, -1)}
                aria-label={`${t('lesson.up')}: ${q.title}`}
              >
                ↑
              </Button>
              <Button
                size="sm"
                disabled={saving || at === quizzes.length - 1}
                onClick={() => move(at, 1)}
                aria-label={`${t('lesson.down')}: ${q.title}`}
              >
                ↓
              </Button>
              <Button
                size="sm"
                disabled={saving}
                onClick={() => void store(ids.filter((id) => id !== q.index))}
                data-testid={`detach-${q.index}`}
              >
                {t('lesson.detach')}
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {picking ? (
        <QuizPicker
          taken={new Set(ids)}
          onClose={() => setPicking(false)}
          onPick={(q) => {
            setPicking(false);
            void store([...ids, q.index]);
          }}
        />
      ) : null}
    </section>
  );
}
