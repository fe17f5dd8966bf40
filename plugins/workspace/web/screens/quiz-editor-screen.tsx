import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Loading,
  isApiError,
  showToast,
  useAuth,
  useWebQuizTypes,
  webQuizType,
  webQuizTypeIds,
} from '@seodang/sdk/web';
import { quizModes } from '../../common/statuses.ts';
import { workspaceApi, type Quiz, type Submission } from '../api.ts';
import { useSubmissionStream } from '../code/use-submission-stream.ts';
import { registerBuiltInWebQuizTypes } from '../quiz-types/register.ts';
import { ProblemStatement } from '../components/problem-statement.tsx';
import { RunExampleSwitch } from '../components/run-example-switch.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { safeReturnTo } from '../lesson/return-to.ts';
import '../components/workspace.css';
import { quizTypeName } from '../quiz-types/type-name.ts';

registerBuiltInWebQuizTypes();

type Common = Record<string, unknown> & { title: string; contents: string };

/** Teacher authoring: the common fields, the statement with a preview, the type's Editor; validate the reference answer, then publish. */
export default function QuizEditorScreen() {
  const { t, i18n } = useTranslation('workspace');
  const { quizIndex } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { userData } = useAuth();
  // Opened from a lecture's lesson: the new quiz goes into that lesson, and saving returns there.
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get('returnTo'));
  const placeOf = (key: string) => (Number(search.get(key)) > 0 ? Number(search.get(key)) : null);
  const place = { lectureIndex: placeOf('lectureIndex'), lessonIndex: placeOf('lessonIndex') };
  const [quiz, setQuizState] = useState<Quiz | null>(null);
  // Reads of the quiz can answer out of order: only the latest one started (or a save) is shown.
  const quizReads = useRef(0);
  const setQuiz = (q: Quiz) => {
    quizReads.current += 1;
    setQuizState(q);
  };
  const readQuiz = (index: number) => {
    const read = ++quizReads.current;
    return workspaceApi.quiz(index).then((q) => {
      if (read === quizReads.current) setQuizState(q);
      return q;
    });
  };
  const [type, setType] = useState('programming');
  const [common, setCommon] = useState<Common>({
    title: '',
    contents: '',
    difficulty: 1,
    setting: { mode: 'submit_mode' },
    hideGradingResult: false,
  });
  const [definition, setDefinition] = useState<unknown>(undefined);
  // Plugins' quiz types load with this screen: the picker lists them and their Editors once in.
  const typesReady = useWebQuizTypes();
  const [busy, setBusy] = useState<string | null>(null);
  const stream = useSubmissionStream(userData?.id ?? null);
  // Validate is offered for any type with a reference answer, built in or a plugin's.
  const [validates, setValidates] = useState(false);
  useEffect(() => {
    let live = true;
    setValidates(false);
    workspaceApi.quizType(type).then(
      (info) => live && setValidates(info.validates),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [type]);

  useEffect(() => {
    // A validation started before the first save moved us from /new to /:index/edit: keep following it.
    const follow = (location.state as { follow?: Submission } | null)?.follow;
    if (follow) {
      stream.follow(follow);
      // Followed once: the history entry must not bring the (long finished) pending copy back.
      navigate(location.pathname, { replace: true, state: null });
    }
    if (!quizIndex) return;
    void readQuiz(Number(quizIndex))
      .then((q) => {
        setType(q.type);
        setCommon(q.common as Common);
        setDefinition(q.definition);
      })
      .catch((error) =>
        showToast(isApiError(error) ? error.message : t('message.initFailed'), { type: 'error' }),
      );
  }, [quizIndex]);
  // A passing validation marks the quiz validated on the server: read it again to show so,
  // also when the verdict came before the quiz itself had loaded.
  const finished = stream.current?.status === 'done';
  useEffect(() => {
    if (quiz && finished)
      void readQuiz(quiz.index).catch(() => {
        /* the badge updates on the next load */
      });
  }, [finished, quiz?.index]);

  const Editor = useMemo(() => {
    const w = webQuizType(type);
    return w ? lazy(w.Editor) : null;
  }, [type, typesReady]);
  // A validation speaks of the quiz as it was: once the author changes it, the result is stale.
  const setC = (patch: Partial<Common>) => {
    stream.clear();
    setCommon({ ...common, ...patch });
  };
  const changeDefinition = (next: unknown) => {
    // An editor filling in its defaults before the quiz is loaded is not an author's change.
    if (definition !== undefined) stream.clear();
    setDefinition(next);
  };

  const save = async (status: number): Promise<Quiz | null> => {
    // An edited quiz keeps its lecture and lesson; a new one takes the lesson it was opened from.
    const body = {
      type,
      status,
      common,
      definition: definition ?? {},
      lectureIndex: quiz ? quiz.lectureIndex : place.lectureIndex,
      lessonIndex: quiz ? quiz.lessonIndex : place.lessonIndex,
    };
    try {
      const saved = quiz ? await workspaceApi.update(quiz.index, body) : await workspaceApi.create(body);
      setQuiz(saved);
      return saved;
    } catch (error) {
      showToast(isApiError(error) ? error.message : t('message.saveFailed'), { type: 'error' });
      return null;
    }
  };
  const run = async (what: 'save' | 'validate' | 'publish' | 'unpublish') => {
    setBusy(what);
    try {
      let saved: Quiz | null;
      let follow: Submission | undefined;
      if (what === 'validate') {
        saved = await save(0);
        if (saved) stream.follow((follow = await workspaceApi.validate(saved.index)));
      } else {
        saved = await save(what === 'publish' ? 1 : what === 'unpublish' ? 0 : (quiz?.status ?? 0));
        if (saved)
          showToast(t(what === 'publish' ? 'author.published' : 'editor.saved'), { type: 'success' });
      }
      if (saved && returnTo && what !== 'validate') navigate(returnTo);
      else if (saved && !quiz)
        navigate(`/workspace/quiz/${saved.index}/edit${location.search}`, {
          replace: true,
          state: follow ? { follow } : null,
        });
    } catch (error) {
      showToast(isApiError(error) ? error.message : t('message.gradingFailed'), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  if (quizIndex && !quiz) return <Loading />;
  const mode = (common.setting as { mode?: string } | undefined)?.mode ?? 'submit_mode';
  return (
    <div className="sd-container ws-author" data-testid="quiz-editor">
      <header className="ws-list-head">
        {returnTo ? (
          <Link to={returnTo} data-testid="back-to-lesson">
            ← {t('lesson.back')}
          </Link>
        ) : (
          <Link to="/workspace">← {t('list.title')}</Link>
        )}
        <h1>{quiz ? quiz.title : t('list.new')}</h1>
        {quiz ? (
          <span className={`ws-badge ws-status-${quiz.status}`}>{t(`status.${quiz.status}`)}</span>
        ) : null}
        {quiz && validates ? (
          <span className={`ws-badge ${quiz.validated ? 'ws-status-1' : ''}`} data-testid="validated">
            {t(quiz.validated ? 'author.validated' : 'author.notValidated')}
          </span>
        ) : null}
        {quiz ? <Link to={`/workspace/quiz/${quiz.index}`}>{t('author.preview')}</Link> : null}
        {quiz?.handGraded ? (
          <Link to={`/workspace/quiz/${quiz.index}/grading`} data-testid="open-grading">
            {t('grading.open')}
          </Link>
        ) : null}
      </header>
      <section className="sd-card ws-author-card">
        <div className="ws-grid3">
          <label className="ws-field">
            {t('editor.type')}
            <select
              className="sd-input"
              value={type}
              disabled={!!quiz}
              data-testid="field-type"
              onChange={(e) => {
                setType(e.target.value);
                setDefinition(undefined);
              }}
            >
              {webQuizTypeIds().map((id) => (
                <option key={id} value={id}>
                  {quizTypeName(i18n, id)}
                </option>
              ))}
            </select>
          </label>
          <label className="ws-field">
            {t('author.mode')}
            <select
              className="sd-input"
              value={mode}
              onChange={(e) => setC({ setting: { mode: e.target.value } })}
            >
              {quizModes.map((m) => (
                <option key={m} value={m}>
                  {t(`author.modes.${m}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ws-field">
            {t('author.difficulty')}
            <input
              className="sd-input ws-num"
              type="number"
              min={0}
              max={5}
              value={Number(common.difficulty ?? 1)}
              onChange={(e) => setC({ difficulty: Number(e.target.value) })}
            />
          </label>
        </div>
        <label className="ws-field">
          {t('editor.titleField')}
          <input
            className="sd-input"
            value={common.title}
            maxLength={60}
            data-testid="field-title"
            onChange={(e) => setC({ title: e.target.value })}
          />
        </label>
        <div className="ws-grid2">
          <label className="ws-field">
            {t('editor.contents')}
            <textarea
              className="sd-textarea ws-mono"
              rows={10}
              value={common.contents}
              data-testid="field-contents"
              onChange={(e) => setC({ contents: e.target.value })}
            />
          </label>
          <div className="ws-field">
            <span>{t('author.previewStatement')}</span>
            <div className="ws-preview">
              <ProblemStatement markdown={common.contents} />
            </div>
          </div>
        </div>
        <label className="ws-check">
          <input
            type="checkbox"
            checked={!!common.hideGradingResult}
            onChange={(e) => setC({ hideGradingResult: e.target.checked })}
          />{' '}
          {t('author.hideResult')}
        </label>
        <RunExampleSwitch
          on={!!common.use_run_screen_example}
          onChange={(on) => setC({ use_run_screen_example: on })}
        />
      </section>
      <section className="sd-card ws-author-card">
        <h2>{t('editor.definition')}</h2>
        {Editor ? (
          <Suspense fallback={<Loading />}>
            <Editor
              key={`${type}:${quiz?.index ?? 'new'}`}
              definition={definition}
              onChange={changeDefinition}
            />
          </Suspense>
        ) : typesReady ? null : (
          <Loading />
        )}
      </section>
      <div className="ws-actions ws-author-actions">
        <Button onClick={() => run('save')} loading={busy === 'save'} data-testid="author-save">
          {t('action.save')}
        </Button>
        {validates ? (
          <Button
            color="secondary"
            onClick={() => run('validate')}
            loading={busy === 'validate'}
            data-testid="author-validate"
          >
            {t('action.validate')}
          </Button>
        ) : null}
        {quiz?.status ? (
          <Button onClick={() => run('unpublish')} loading={busy === 'unpublish'}>
            {t('author.unpublish')}
          </Button>
        ) : null}
        <Button
          color="primary"
          onClick={() => run('publish')}
          loading={busy === 'publish'}
          data-testid="author-publish"
        >
          {t('action.publish')}
        </Button>
      </div>
      {stream.current ? (
        <section data-testid="validation">
          <h2>{t('editor.validation')}</h2>
          <ResultPanel submission={stream.current} />
        </section>
      ) : null}
    </div>
  );
}
