import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import type { EditorLesson } from '../api.ts';

/** The curriculum in order: drag and drop (or the up/down buttons, for keyboards) sends the new order. */
export function LessonOrderList({
  lessons,
  onReorder,
  onEdit,
  onDelete,
}: {
  lessons: EditorLesson[];
  onReorder: (order: number[]) => void;
  onEdit: (l: EditorLesson) => void;
  onDelete: (l: EditorLesson) => void;
}) {
  const { t } = useTranslation('lectures');
  const [dragging, setDragging] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= lessons.length || from === to) return;
    const ids = lessons.map((l) => l.index);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    onReorder(ids);
  };
  return (
    <>
      <p className="lc-muted">{t('manage.dragHint')}</p>
      <ol className="lc-lessons" data-testid="lesson-list">
        {lessons.map((l, i) => (
          <li
            key={l.index}
            draggable
            className={dragging === i ? 'lc-dragging' : undefined}
            data-testid="lesson-row"
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, i);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <span aria-hidden="true">⋮⋮</span>
            <span className="lc-grow">
              {i + 1}. {l.title}
            </span>
            <span className="lc-badge">{t(`lessonType.${l.type}`)}</span>
            {l.contentCode ? <span className="lc-badge">{l.contentCode}</span> : null}
            <Button
              size="sm"
              onClick={() => move(i, i - 1)}
              disabled={i === 0}
              aria-label={`${l.title} ${t('manage.moveUp')}`}
            >
              ↑
            </Button>
            <Button
              size="sm"
              onClick={() => move(i, i + 1)}
              disabled={i === lessons.length - 1}
              aria-label={`${l.title} ${t('manage.moveDown')}`}
            >
              ↓
            </Button>
            <Button size="sm" onClick={() => onEdit(l)}>
              {t('teach.edit')}
            </Button>
            <Button size="sm" color="danger" outline onClick={() => onDelete(l)}>
              {t('common.delete')}
            </Button>
          </li>
        ))}
      </ol>
    </>
  );
}
