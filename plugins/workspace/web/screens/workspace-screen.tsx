import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Loading,
  Slot,
  isApiError,
  showToast,
  useAuth,
  usePageTitle,
  loadWebQuizTypes,
  webQuizLayout,
  webQuizType,
  useTabList,
} from '@seodang/sdk/web';
import {
  defaultEditorSettings,
  editorSettingsSchema,
  type EditorSettings,
} from '../../common/editor-settings.ts';
import { workspaceApi, type Quiz } from '../api.ts';
import { useAutosave } from '../code/use-autosave.ts';
import { useSubmissionStream } from '../code/use-submission-stream.ts';
import { CodeEditor } from '../code/code-editor.tsx';
import { languagesOf, lockedBlocksOf, starterOf, type CodeAnswer } from '../code/starter.ts';
import { registerBuiltInWebQuizTypes } from '../quiz-types/register.ts';
import { StatementPane } from '../components/statement-pane.tsx';
import { StatementFold } from '../components/statement-fold.tsx';
import { SubmissionHistory } from '../components/submission-history.tsx';
import { HelpPane } from '../components/help-pane.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { SettingsBar } from '../components/settings-bar.tsx';
import { Terminal } from '../components/terminal.tsx';
import { lessonOfReturnTo, safeReturnTo } from '../lesson/return-to.ts';
import { workspaceAssistSlot, workspaceResultActionsSlot } from '../../common/assist-slots.ts';
import { assistResultOf } from '../code/assist-result.ts';
import '../components/workspace.css';
import { activeFile, withFileContent } from '../code/actions.ts';
import { useQuizActions } from '../code/use-quiz-actions.ts';
import { useFileTabs } from '../code/use-file-tabs.tsx';

registerBuiltInWebQuizTypes();

const SIDE_TABS = ['problem', 'history', 'help'] as const;
type Tab = (typeof SIDE_TABS)[number];
/** The coding workspace (§2 "Code editor"): statement, Monaco, run / test / submit / save / reset / fullscreen, history, help. */
export default function WorkspaceScreen() {
  const { t } = useTranslation('workspace');
  const index = Number(useParams().quizIndex);
  // Opened from a lecture's lesson: the way back is to that lesson.
  const returnTo = safeReturnTo(useSearchParams()[0].get('returnTo'));
  const { userData } = useAuth();
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [answer, setAnswer] = useState<unknown>(null);
  const [settings, setSettings] = useState<EditorSettings>(defaultEditorSettings);
  const [showSettings, setShowSettings] = useState(false);
  const [stdin, setStdin] = useState('');
  const [fullscreen, setFullscreen] = useState(false);
  const [tab, setTab] = useState<Tab>('problem');
  const [active, setActive] = useState(0);
  const [submits, setSubmits] = useState(0);
  const autosave = useAutosave(userData?.id ?? 0, index, settings.autoSave);
  const stream = useSubmissionStream(userData?.id ?? null);
  // What a helper in the assist slot reads when asked (the latest code and selection, never stale).
  const editorNow = useRef({ code: null as string | null, selection: '' });
  const getCode = useCallback(() => editorNow.current.code, []);
  const getSelection = useCallback(() => editorNow.current.selection, []);
  usePageTitle(quiz?.title);

  useEffect(() => {
    let live = true;
    // Plugins' quiz types load with the first quiz screen; a type that failed shows as unknown.
    void Promise.all([
      workspaceApi.quiz(index),
      workspaceApi.settings(),
      autosave.restore(),
      loadWebQuizTypes().catch(() => undefined),
    ])
      .then(([q, s, restored]) => {
        if (!live) return;
        setQuiz(q);
        setSettings(editorSettingsSchema.parse(s));
        const web = webQuizType(q.type);
        setAnswer(
          restored.answer ?? (web && !web.code ? null : starterOf(q, languagesOf(q)[0] ?? 'python3')),
        );
      })
      .catch((error) =>
        showToast(isApiError(error) ? error.message : t('message.initFailed'), { type: 'error' }),
      );
    return () => {
      live = false;
    };
    // Loaded once per quiz; autosave's restore is stable for a quiz.
  }, [index]);

  const web = quiz ? webQuizType(quiz.type) : undefined;
  const Player = useMemo(() => (web && !web.code ? lazy(web.Player) : null), [web]);
  const Review = useMemo(() => (web?.Review ? lazy(web.Review) : null), [web]);
  const update = useCallback(
    (next: unknown) => {
      setAnswer(next);
      autosave.change(next);
    },
    [autosave],
  );

  const { busy, run, act } = useQuizActions({
    quizIndex: index,
    answer,
    stdin,
    autosave,
    stream,
    onSubmitted: () => setSubmits((n) => n + 1),
  });

  const code = !Player ? (answer as CodeAnswer | null) : null;
  const file = activeFile(code, active);
  const sideTabs = useTabList({ tabs: SIDE_TABS, value: tab, onChange: setTab, idPrefix: 'ws-side' });
  const fileTabs = useFileTabs(code, file, setActive, 'ws-file');

  if (!quiz) return <Loading />;
  const setFile = (content: string) => code && file && update(withFileContent(code, file.name, content));
  const result = stream.current;
  editorNow.current.code = file?.content ?? null;
  const lesson = lessonOfReturnTo(returnTo);
  const lastResult = assistResultOf(result);
  // An SQL answer is a query graded on fresh databases: there is no program to run with stdin.
  const runnable = !!code && quiz.type !== 'sql';
  // A wide type (a block editor) takes the full width under the statement, which folds away.
  const wide = webQuizLayout(web) === 'wide';
  const side = (
    <aside className="ws-left">
      <div className="ws-tabbar" {...sideTabs.listProps} aria-label={t('tab.label')}>
        {SIDE_TABS.map((k) => (
          <button
            key={k}
            {...sideTabs.tabProps(k)}
            className={tab === k ? 'on' : ''}
            data-testid={`tab-${k}`}
          >
            {t(`tab.${k}`)}
          </button>
        ))}
      </div>
      <div {...sideTabs.panelProps(tab)}>
        {tab === 'problem' ? <StatementPane quiz={quiz} /> : null}
        {tab === 'history' ? (
          <SubmissionHistory
            quiz={quiz}
            refreshKey={submits + (result?.status === 'pending' ? 0 : 1)}
            onLoad={(a) => {
              update(a);
              setActive(0);
            }}
          />
        ) : null}
        {tab === 'help' ? <HelpPane quizIndex={quiz.index} answer={answer} /> : null}
      </div>
    </aside>
  );

  return (
    <div
      className={`ws-page${fullscreen ? ' ws-fullscreen' : ''}`}
      data-theme-editor={settings.theme}
      data-testid="workspace"
    >
      <header className="ws-head">
        {returnTo ? (
          <Link to={returnTo} className="ws-back" data-testid="back-to-lesson">
            ← {t('lesson.back')}
          </Link>
        ) : (
          <Link to="/workspace" className="ws-back">
            ← {t('list.title')}
          </Link>
        )}
        <h1>{quiz.title}</h1>
        {quiz.canEdit ? (
          <Link
            to={`/workspace/quiz/${quiz.index}/edit`}
            className="sd-btn sd-btn--sm sd-btn--secondary sd-btn--outline"
          >
            {t('list.edit')}
          </Link>
        ) : null}
      </header>
      <div className={`ws-screen${wide ? ' ws-screen--wide' : ''}`}>
        {wide ? <StatementFold quizIndex={quiz.index}>{side}</StatementFold> : side}
        <main className="ws-right">
          {Player ? (
            <div className="ws-player sd-card">
              <Suspense fallback={<Loading />}>
                <Player view={quiz.definition} answer={answer} onChange={update} quizIndex={quiz.index} />
              </Suspense>
            </div>
          ) : code && file ? (
            <>
              <div className="ws-toolbar">
                <label className="ws-inline">
                  {t('settings.language')}{' '}
                  <select
                    className="sd-input"
                    value={code.language}
                    data-testid="language"
                    onChange={(e) => {
                      update(starterOf(quiz, e.target.value));
                      setActive(0);
                    }}
                  >
                    {languagesOf(quiz).map((l) => (
                      <option key={l} value={l}>
                        {l}
                      </option>
                    ))}
                  </select>
                </label>
                {fileTabs.list}
                <Button
                  size="sm"
                  outline
                  aria-expanded={showSettings}
                  onClick={() => setShowSettings(!showSettings)}
                >
                  ⚙ {t('settings.title')}
                </Button>
              </div>
              {showSettings ? (
                <SettingsBar
                  settings={settings}
                  onChange={(s) => {
                    setSettings(s);
                    void workspaceApi
                      .saveSettings(s)
                      .catch(() => showToast(t('message.saveFailed'), { type: 'error' }));
                  }}
                />
              ) : null}
              <div {...fileTabs.panelProps}>
                <CodeEditor
                  key={`${code.language}:${file.name}:${settings.keymap}`}
                  value={file.content}
                  language={code.language}
                  settings={settings}
                  lockedBlocks={lockedBlocksOf(quiz, code.language, file.name)}
                  height={fullscreen ? 560 : 400}
                  onChange={setFile}
                  onSelectionChange={(text) => (editorNow.current.selection = text)}
                />
              </div>
            </>
          ) : (
            <Loading />
          )}
          <div className="ws-actions">
            <span className={`ws-save ws-save-${autosave.state}`} data-testid="save-state" role="status">
              {autosave.state === 'refused' && autosave.message
                ? autosave.message
                : t(`save.${autosave.state}`)}
            </span>
            {code ? (
              <Button
                size="sm"
                onClick={() => {
                  update(starterOf(quiz, code.language));
                  setActive(0);
                }}
              >
                {t('action.reset')}
              </Button>
            ) : null}
            <Button size="sm" onClick={() => setFullscreen(!fullscreen)}>
              {t(fullscreen ? 'action.exitFullscreen' : 'action.fullscreen')}
            </Button>
            <Button
              size="sm"
              onClick={() => act('save')}
              loading={busy === 'save'}
              disabled={answer === null}
              data-testid="action-save"
            >
              {t('action.save')}
            </Button>
            {runnable ? (
              <Button
                size="sm"
                color="secondary"
                onClick={() => act('run')}
                loading={busy === 'run'}
                data-testid="action-run"
              >
                {t('action.run')}
              </Button>
            ) : null}
            {code ? (
              <Button
                size="sm"
                color="secondary"
                onClick={() => act('test')}
                loading={busy === 'test'}
                data-testid="action-test"
              >
                {t('action.test')}
              </Button>
            ) : null}
            <Button
              size="sm"
              color="primary"
              onClick={() => act('submit')}
              loading={busy === 'submit'}
              disabled={answer === null}
              title={answer === null ? t('message.answerFirst') : undefined}
              data-testid="action-submit"
            >
              {t('action.submit')}
            </Button>
          </div>
          {autosave.state === 'stale' ? (
            <div className="ws-stale" role="alert">
              {t('error.stale')}
              <Button size="sm" onClick={() => void autosave.resolve('theirs').then((a) => setAnswer(a))}>
                {t('save.takeTheirs')}
              </Button>
              <Button size="sm" onClick={() => void autosave.resolve('mine')}>
                {t('save.keepMine')}
              </Button>
            </div>
          ) : null}
          {runnable ? (
            <Terminal
              stdin={stdin}
              onStdin={setStdin}
              run={run}
              showUsage={quiz.definition.show_run_res_usage !== false}
              inputFile={(quiz.definition.input_file as string | undefined) || undefined}
              outputFile={(quiz.definition.output_file as string | undefined) || undefined}
            />
          ) : null}
          {result ? (
            <ResultPanel
              submission={result}
              reviewShowsTests={!!Review && !!web?.reviewShowsTests && result.kind === 'submit'}
            />
          ) : null}
          {lastResult ? (
            <Slot
              name={workspaceResultActionsSlot}
              props={{
                quizIndex: quiz.index,
                ...lesson,
                language: code?.language ?? null,
                result: lastResult,
              }}
            />
          ) : null}
          {result && Review && result.status !== 'pending' && result.kind === 'submit' ? (
            <Suspense fallback={null}>
              <Review
                view={quiz.definition}
                answer={result.answer}
                outcome={result.outcome}
                message={result.message}
                score={result.score}
                maxScore={result.maxScore}
                details={result.details}
                comment={result.comment}
                tests={result.tests}
              />
            </Suspense>
          ) : null}
        </main>
      </div>
      <Slot
        name={workspaceAssistSlot}
        props={{
          quizIndex: quiz.index,
          ...lesson,
          language: code?.language ?? null,
          getCode,
          getSelection,
          lastResult,
        }}
      />
    </div>
  );
}
