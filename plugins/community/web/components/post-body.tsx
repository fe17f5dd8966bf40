import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import type { Comment } from '../api.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { ReplyForm } from './reply-form.tsx';
import { TimeAgo } from './time-ago.tsx';

/** An answer or comment: author, time, text, and edit/delete when the caller may. */
export function PostBody({
  item,
  kind,
  onUpdate,
  onDelete,
}: {
  item: Comment;
  kind: 'answer' | 'comment';
  onUpdate: (contents: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('community');
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <ReplyForm
        kind={kind}
        label={t(kind === 'answer' ? 'qna.answer' : 'qna.comment')}
        submitLabel={t('common:save')}
        initial={item.contents}
        onCancel={() => setEditing(false)}
        onSubmit={async (contents) => {
          await onUpdate(contents);
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div>
      <p className="cm-meta">
        <strong>{item.author.name}</strong>
        <TimeAgo iso={item.createdAt} />
      </p>
      <div className="cm-body">{item.contents}</div>
      {item.canEdit || item.canDelete ? (
        <div className="cm-actions">
          {item.canEdit ? (
            <Button size="sm" outline onClick={() => setEditing(true)} data-testid={`${kind}-edit`}>
              {t('common:edit')}
            </Button>
          ) : null}
          {item.canDelete ? (
            <ConfirmButton
              label={t('common:delete')}
              question={t('qna.confirmDelete')}
              onConfirm={onDelete}
              testId={`${kind}-delete`}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
