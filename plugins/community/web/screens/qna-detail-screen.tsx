import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorState, isApiError, Loading, showToast, useAuth, usePageTitle } from '@seodang/sdk/web';
import { communityApi, type Comment } from '../api.ts';
import { ConfirmButton } from '../components/confirm-button.tsx';
import { PostBody } from '../components/post-body.tsx';
import { ReplyForm } from '../components/reply-form.tsx';
import { TimeAgo } from '../components/time-ago.tsx';
import '../components/community.css';

/** /qna/:index: the question, its answers and comments; authors edit their own, admins moderate. */
export function QnaDetailScreen() {
  const { t } = useTranslation('community');
  const index = Number(useParams().index);
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [commentingOn, setCommentingOn] = useState<number | 'question' | null>(null);
  const query = useQuery({
    queryKey: ['qna-detail', index],
    queryFn: () => communityApi.question(index),
    enabled: Number.isInteger(index),
  });
  usePageTitle(query.data?.question.title);

  const refresh = () => client.invalidateQueries({ queryKey: ['qna-detail', index] });
  const run = async (action: () => Promise<unknown>, done: string) => {
    await action();
    showToast(t(done), { type: 'success' });
    await refresh();
    void client.invalidateQueries({ queryKey: ['qna'] });
  };
  const runSafely = (action: () => Promise<unknown>, done: string) =>
    run(action, done).catch((e: unknown) =>
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' }),
    );

  const comments = (list: Comment[]) =>
    list.length > 0 ? (
      <ul className="cm-list cm-comments">
        {list.map((c) => (
          <li key={c.index} className="cm-comment" data-testid="qna-comment">
            <PostBody
              item={c}
              kind="comment"
              onUpdate={(contents) => run(() => communityApi.updateComment(c.index, contents), 'qna.updated')}
              onDelete={() => void runSafely(() => communityApi.deleteComment(c.index), 'qna.deleted')}
            />
          </li>
        ))}
      </ul>
    ) : null;

  const commentForm = (target: number | 'question') =>
    commentingOn === target ? (
      <ReplyForm
        kind="comment"
        label={t('qna.commentField')}
        submitLabel={t('qna.postComment')}
        onCancel={() => setCommentingOn(null)}
        testId="qna-comment-form"
        onSubmit={async (contents) => {
          await run(
            () => communityApi.comment(index, contents, target === 'question' ? undefined : target),
            'qna.posted',
          );
          setCommentingOn(null);
        }}
      />
    ) : isLoggedIn ? (
      <Button size="sm" color="link" onClick={() => setCommentingOn(target)} data-testid="qna-comment-open">
        + {t('qna.comment')}
      </Button>
    ) : null;

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { question, answers } = query.data;
  return (
    <div className="sd-container" data-testid="qna-detail">
      <p>
        <Link to="/qna">← {t('qna.back')}</Link>
      </p>
      <article className="sd-card" aria-labelledby="qna-question-title">
        <h1 id="qna-question-title">{question.title}</h1>
        <p className="cm-meta">
          <span>
            {t('qna.author')}: {question.author.name}
          </span>
          <TimeAgo iso={question.createdAt} />
        </p>
        <div className="cm-body">{question.contents}</div>
        <div className="cm-actions">
          {question.canEdit ? (
            <Link
              to={`/qna/${index}/edit`}
              className="sd-btn sd-btn--secondary sd-btn--sm"
              data-testid="question-edit"
            >
              {t('common:edit')}
            </Link>
          ) : null}
          {question.canDelete ? (
            <ConfirmButton
              label={t('common:delete')}
              question={t('qna.confirmDelete')}
              testId="question-delete"
              onConfirm={() =>
                void runSafely(async () => {
                  await communityApi.deleteQuestion(index);
                  void navigate('/qna');
                }, 'qna.deleted')
              }
            />
          ) : null}
        </div>
        {comments(query.data.comments)}
        {commentForm('question')}
      </article>

      <section className="cm-thread" aria-labelledby="qna-answers-title">
        <h2 id="qna-answers-title">{t('qna.answers', { count: answers.length })}</h2>
        {answers.length === 0 ? <p className="cm-meta">{t('qna.noAnswers')}</p> : null}
        {answers.map((a) => (
          <article key={a.index} className="sd-card" data-testid="qna-answer">
            <PostBody
              item={a}
              kind="answer"
              onUpdate={(contents) => run(() => communityApi.updateAnswer(a.index, contents), 'qna.updated')}
              onDelete={() => void runSafely(() => communityApi.deleteAnswer(a.index), 'qna.deleted')}
            />
            {comments(a.comments)}
            {commentForm(a.index)}
          </article>
        ))}
        {isLoggedIn ? (
          <div className="sd-card">
            <ReplyForm
              kind="answer"
              label={t('qna.answerField')}
              submitLabel={t('qna.postAnswer')}
              testId="qna-answer-form"
              onSubmit={(contents) => run(() => communityApi.answer(index, contents), 'qna.posted')}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}

export default QnaDetailScreen;
