import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Loading, isApiError, showToast, useAuth, webQuizType, webQuizTypeIds } from '@seodang/sdk/web';
import { workspaceApi, type Quiz } from '../api.ts';
import { useSubmissionStream } from '../code/use-submission-stream.ts';
import { ResultPanel } from '../components/result-panel.tsx';
import '../components/workspace.css';

/** Teacher authoring: type, title, statement, the type's Editor; validate the reference answer, then publish. */
export default function QuizEditorScreen() {
  const { t } = useTranslation('workspace');
  const { quizIndex } = useParams();
  const navigate = useNavigate();
  const { userData } = useAuth();
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [type, setType] = useState('programming');
  const [title, setTitle] = useState('');
  const [contents, setContents] = useState('');
  const [definition, setDefinition] = useState<unknown>({});
  const stream = useSubmissionStream(userData?.id ?? null);

  useEffect(() => {
    if (!quizIndex) return;
    void workspaceApi.quiz(Number(quizIndex)).then((q) => {
      setQuiz(q); setType(q.type); setTitle(q.title); setContents(q.common.contents ?? ''); setDefinition(q.definition);
    });
  }, [quizIndex]);

  const Editor = useMemo(() => { const w = webQuizType(type); return w ? lazy(w.Editor) : null; }, [type]);
  const save = async (status: number) => {
    const body = { type, status, common: { ...(quiz?.common ?? {}), title, contents }, definition };
    try {
      const saved = quiz ? await workspaceApi.update(quiz.index, body) : await workspaceApi.create(body);
      setQuiz(saved);
      showToast(t('editor.saved'), { type: 'success' });
      if (!quiz) navigate(`/workspace/quiz/${saved.index}/edit`, { replace: true });
    } catch (error) {
      showToast(isApiError(error) ? error.message : t('message.saveFailed'), { type: 'error' });
    }
  };
  const validate = async () => {
    if (!quiz) return;
    try { stream.follow(await workspaceApi.validate(quiz.index)); } catch (error) { showToast(isApiError(error) ? error.message : t('message.gradingFailed'), { type: 'error' }); }
  };
  if (quizIndex && !quiz) return <Loading />;
  return (
    <div className="ws-author">
      <label>{t('editor.type')} <select value={type} disabled={!!quiz} onChange={(e) => setType(e.target.value)}>{webQuizTypeIds().map((id) => <option key={id}>{id}</option>)}</select></label>
      <label>{t('editor.titleField')} <input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} /></label>
      <label>{t('editor.contents')} <textarea rows={6} value={contents} onChange={(e) => setContents(e.target.value)} /></label>
      <h3>{t('editor.definition')}</h3>
      {Editor ? <Suspense fallback={<Loading />}><Editor key={`${type}:${quiz?.index ?? 'new'}`} definition={definition} onChange={setDefinition} /></Suspense> : null}
      <div className="ws-actions">
        <Button onClick={() => save(0)}>{t('action.save')}</Button>
        {quiz ? <Button onClick={validate}>{t('action.validate')}</Button> : null}
        <Button color="primary" onClick={() => save(1)}>{t('action.publish')}</Button>
      </div>
      {stream.current ? <><h3>{t('editor.validation')}</h3><ResultPanel submission={stream.current} /></> : null}
    </div>
  );
}
