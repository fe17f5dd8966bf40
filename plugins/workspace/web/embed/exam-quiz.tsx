import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Loading,
  Slot,
  isApiError,
  showToast,
  useAuth,
  loadWebQuizTypes,
  webQuizLayout,
  webQuizType,
} from '@seodang/sdk/web';
import { workspaceExamAssistSlot } from '../../common/assist-slots.ts';
import type { WorkspaceQuizProps } from '../../common/quiz-embed.ts';
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
import { ResultPanel } from '../components/result-panel.tsx';
import { Terminal } from '../components/terminal.tsx';
import '../components/workspace.css';
import { activeFile, withFileContent } from '../code/actions.ts';
import { useQuizActions } from '../code/use-quiz-actions.ts';
import { useFileTabs } from '../code/use-file-tabs.tsx';

registerBuiltInWebQuizTypes();

/** Props of the quiz embed (`workspace.quiz`; `workspace.exam-quiz` in the exam room). */
export type ExamQuizProps = WorkspaceQuizProps;

/**
 * One workspace quiz inside another plugin's screen (the exam room, a live class's code tab):
 * statement, the quiz type's player or the code editor, autosave with the IndexedDB journal, run /
 * test / submit. In an exam the server's exam gate decides whether a save or submission counts; a
 * refusal shows its message in the save state.
 */
export default function ExamQuiz({ quizIndex, examIndex, readOnly = false, onAnswer }: ExamQuizProps) {
  const { t } = useTranslation('workspace');
  const { userData } = useAuth();
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [answer, setAnswer] = useState<unknown>(null);
  const [settings, setSettings] = useState<EditorSettings>(defaultEditorSettings);
  const [stdin, setStdin] = useState('');
  const [active, setActive] = useState(0);
  // Exams always save on their own: an answer must never wait for a button.
  const autosave = useAutosave(userData?.id ?? 0, quizIndex, true);
  const stream = useSubmissionStream(userData?.id ?? null);
  // The file in the editor now, read by a helper only when it asks.
  const codeRef = useRef<string | null>(null);
  const getCode = useCallback(() => codeRef.current, []);

  useEffect(() => {
    let live = true;
    setQuiz(null);
    // Plugins' quiz types load with the first quiz screen; a type that failed shows as unknown.
    void Promise.all([
      workspaceApi.quiz(quizIndex),
      workspaceApi.settings(),
      autosave.restore(),
      loadWebQuizTypes().catch(() => undefined),
    ])
      .then(([q, s, restored]) => {
        if (!live) return;
        setQuiz(q);
        setSettings({ ...editorSettingsSchema.parse(s), autoSave: true });
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
  }, [quizIndex, examIndex]);

  const web = quiz ? webQuizType(quiz.type) : undefined;
  const Player = useMemo(() => (web && !web.code ? lazy(web.Player) : null), [web]);
  const update = useCallback(
    (next: unknown) => {
      if (readOnly) return;
      setAnswer(next);
      autosave.change(next);
      onAnswer?.(next);
    },
    [autosave, onAnswer, readOnly],
  );

  const { busy, run, act } = useQuizActions({
    quizIndex,
    answer,
    stdin,
    autosave,
    stream,
    disabled: readOnly,
    saveBeforeSubmit: true,
  });

  const code = !Player ? (answer as CodeAnswer | null) : null;
  const file = activeFile(code, active);
  const fileTabs = useFileTabs(code, file, setActive, `ws-exam-${quizIndex}-file`);
  if (!quiz) return <Loading />;
  const setFile = (content: string) => code && file && update(withFileContent(code, file.name, content));
  const result = stream.current;
  codeRef.current = file?.content ?? null;

  return (
    <div
      className="ws-exam-quiz"
      data-theme-editor={settings.theme}
      data-testid="exam-quiz"
      data-quiz-index={quizIndex}
    >
      {/* A wide type (a block editor) gets the room under a statement that folds away. */}
      {webQuizLayout(web) === 'wide' ? (
        <StatementFold quizIndex={quiz.index}>
          <StatementPane quiz={quiz} />
        </StatementFold>
      ) : (
        <StatementPane quiz={quiz} />
      )}
      {Player ? (
        <div className="ws-player sd-card">
          <Suspense fallback={<Loading />}>
            <Player
              view={quiz.definition}
              answer={answer}
              onChange={update}
              readOnly={readOnly}
              quizIndex={quiz.index}
            />
          </Suspense>
        </div>
      ) : code && file ? (
        <>
          <div className="ws-toolbar">
            <select
              className="sd-input"
              value={code.language}
              aria-label={t('settings.language')}
              disabled={readOnly}
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
            {fileTabs.list}
          </div>
          <div {...fileTabs.panelProps}>
            <CodeEditor
              key={`${quizIndex}:${code.language}:${file.name}`}
              value={file.content}
              language={code.language}
              settings={settings}
              lockedBlocks={lockedBlocksOf(quiz, code.language, file.name)}
              readOnly={readOnly}
              height={380}
              onChange={setFile}
            />
          </div>
        </>
      ) : (
        <Loading />
      )}
      <div className="ws-actions">
        <span className={`ws-save ws-save-${autosave.state}`} data-testid="save-state" role="status">
          {autosave.state === 'refused' && autosave.message ? autosave.message : t(`save.${autosave.state}`)}
        </span>
        <Button
          size="sm"
          onClick={() => act('save')}
          loading={busy === 'save'}
          disabled={readOnly}
          data-testid="action-save"
        >
          {t('action.save')}
        </Button>
        {code ? (
          <Button
            size="sm"
            color="secondary"
            onClick={() => act('run')}
            loading={busy === 'run'}
            disabled={readOnly}
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
            disabled={readOnly}
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
          disabled={readOnly}
          data-testid="action-submit"
        >
          {t('action.submit')}
        </Button>
      </div>
      {code ? (
        <Terminal
          stdin={stdin}
          onStdin={setStdin}
          run={run}
          showUsage={quiz.definition.show_run_res_usage !== false}
          inputFile={(quiz.definition.input_file as string | undefined) || undefined}
          outputFile={(quiz.definition.output_file as string | undefined) || undefined}
        />
      ) : null}
      {result ? <ResultPanel submission={result} /> : null}
      {/* A helper the exam allows (an AI exam); nothing for an ordinary exam or outside exams. */}
      {examIndex !== undefined ? (
        <Slot
          name={workspaceExamAssistSlot}
          props={{ examIndex, quizIndex, language: code?.language ?? null, getCode }}
        />
      ) : null}
    </div>
  );
}
