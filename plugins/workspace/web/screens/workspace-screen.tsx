import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Loading, isApiError, showToast, useAuth, webQuizType } from '@seodang/sdk/web';
import { defaultEditorSettings, editorSettingsSchema, type EditorSettings } from '../../common/editor-settings.ts';
import { workspaceApi, type Quiz, type RunOutput } from '../api.ts';
import { useAutosave } from '../code/use-autosave.ts';
import { useSubmissionStream } from '../code/use-submission-stream.ts';
import { CodeEditor } from '../code/code-editor.tsx';
import { ProblemStatement } from '../components/problem-statement.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { SettingsBar } from '../components/settings-bar.tsx';
import '../components/workspace.css';

interface CodeAnswer { language: string; files: { name: string; content: string }[] }
type StarterFile = { name: string; content: string; locked?: { startLine: number; endLine: number }[] };

/** The learner's starting project for a language: the teacher's starter files, or one empty file. */
function starterOf(quiz: Quiz, language: string): CodeAnswer {
  const source = (quiz.definition.source as Record<string, StarterFile[]> | undefined)?.[language];
  const sql = quiz.type === 'sql' ? String(quiz.definition.answerSource ?? '') : null;
  if (sql !== null) return { language: 'sqlite', files: [{ name: 'query.sql', content: sql }] };
  return { language, files: source?.length ? source.map((f) => ({ name: f.name, content: f.content })) : [{ name: 'main', content: '' }] };
}

/** True when every locked block of the starter is still present, in order. */
function keepsLocked(quiz: Quiz, answer: CodeAnswer): boolean {
  const starter = (quiz.definition.source as Record<string, StarterFile[]> | undefined)?.[answer.language] ?? [];
  return starter.every((s) => {
    const lines = s.content.split('\n');
    const file = answer.files.find((f) => f.name === s.name)?.content ?? '';
    let from = 0;
    return [...(s.locked ?? [])].sort((a, b) => a.startLine - b.startLine).every((r) => {
      const block = lines.slice(r.startLine - 1, r.endLine).join('\n');
      const at = file.indexOf(block, from);
      from = at + block.length;
      return at >= 0;
    });
  });
}

/** The coding workspace (§2 "Code editor"): statement, Monaco, run / test / submit / save / reset / fullscreen. */
export default function WorkspaceScreen() {
  const { t } = useTranslation('workspace');
  const { quizIndex } = useParams();
  const index = Number(quizIndex);
  const { userData } = useAuth();
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [answer, setAnswer] = useState<CodeAnswer | null>(null);
  const [settings, setSettings] = useState<EditorSettings>(defaultEditorSettings);
  const [stdin, setStdin] = useState('');
  const [run, setRun] = useState<RunOutput | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [active, setActive] = useState(0);
  const autosave = useAutosave(userData?.id ?? 0, index, settings.autoSave);
  const stream = useSubmissionStream(userData?.id ?? null);

  useEffect(() => {
    let live = true;
    void Promise.all([workspaceApi.quiz(index), workspaceApi.settings(), autosave.restore()]).then(([q, s, restored]) => {
      if (!live) return;
      setQuiz(q);
      setSettings(editorSettingsSchema.parse(s));
      const languages = (q.definition.language as string[] | undefined) ?? [];
      setAnswer((restored.answer as CodeAnswer | null) ?? starterOf(q, languages[0] ?? 'python3'));
    }).catch(() => showToast(t('message.initFailed'), { type: 'error' }));
    return () => { live = false; };
    // Loaded once per quiz; autosave's restore is stable for a quiz.
  }, [index]);

  const update = useCallback((next: CodeAnswer) => { setAnswer(next); autosave.change(next); }, [autosave]);
  const failed = (error: unknown, fallback: string) => showToast(isApiError(error) ? error.message : t(fallback), { type: 'error' });

  const act = async (kind: 'run' | 'test' | 'submit' | 'save') => {
    if (!answer) return;
    setBusy(kind);
    try {
      if (kind === 'save') { await autosave.change(answer); await autosave.flush(); }
      if (kind === 'run') setRun(await workspaceApi.run(index, answer, stdin));
      if (kind === 'test') stream.follow(await workspaceApi.test(index, answer));
      if (kind === 'submit') stream.follow(await workspaceApi.submit(index, answer));
    } catch (error) {
      failed(error, kind === 'submit' ? 'message.submitFailed' : kind === 'save' ? 'message.saveFailed' : 'message.runFailed');
    } finally {
      setBusy(null);
    }
  };

  const languages = useMemo(() => (quiz?.type === 'sql' ? ['sqlite'] : (quiz?.definition.language as string[] | undefined) ?? []), [quiz]);
  if (!quiz || !answer) return <Loading />;
  const file = answer.files[Math.min(active, answer.files.length - 1)];
  const web = webQuizType(quiz.type);
  const Player = web && !web.code ? lazy(web.Player) : null;

  return (
    <div className={`ws-screen${fullscreen ? ' ws-fullscreen' : ''}`} data-theme={settings.theme}>
      <aside className="ws-left">
        <h2>{quiz.title}</h2>
        <ProblemStatement markdown={quiz.common.contents ?? ''} />
        {(quiz.definition.shownTests as { name: string; input: string; expected: string | null }[] | undefined)?.map((x) => (
          <div key={x.name} className="ws-example"><strong>{x.name}</strong><pre>{x.input}</pre><pre>{x.expected}</pre></div>
        ))}
      </aside>
      <main className="ws-right">
        {Player ? (
          <Suspense fallback={<Loading />}><Player view={quiz.definition} answer={answer} onChange={(a) => update(a as CodeAnswer)} /></Suspense>
        ) : (
          <>
            <SettingsBar settings={settings} onChange={(s) => { setSettings(s); void workspaceApi.saveSettings(s); }}
              languages={languages} language={answer.language}
              onLanguage={(l) => update(starterOf(quiz, l))} />
            <div className="ws-tabs">{answer.files.map((f, i) => <button key={f.name} type="button" className={i === active ? 'on' : ''} onClick={() => setActive(i)}>{f.name}</button>)}</div>
            <CodeEditor key={`${answer.language}:${file.name}`} value={file.content} language={answer.language} settings={settings}
              accept={(next) => keepsLocked(quiz, { ...answer, files: answer.files.map((f) => (f.name === file.name ? { ...f, content: next } : f)) })}
              onChange={(next) => update({ ...answer, files: answer.files.map((f) => (f.name === file.name ? { ...f, content: next } : f)) })} />
          </>
        )}
        <div className="ws-actions">
          <span className={`ws-save ws-save-${autosave.state}`} data-testid="save-state">{t(`save.${autosave.state}`)}</span>
          {!Player ? <Button onClick={() => act('run')} loading={busy === 'run'}>{t('action.run')}</Button> : null}
          {!Player ? <Button onClick={() => act('test')} loading={busy === 'test'}>{t('action.test')}</Button> : null}
          <Button onClick={() => act('save')} loading={busy === 'save'}>{t('action.save')}</Button>
          {!Player ? <Button onClick={() => update(starterOf(quiz, answer.language))}>{t('action.reset')}</Button> : null}
          <Button onClick={() => setFullscreen(!fullscreen)}>{t('action.fullscreen')}</Button>
          <Button color="primary" onClick={() => act('submit')} loading={busy === 'submit'}>{t('action.submit')}</Button>
        </div>
        {autosave.state === 'stale' ? (
          <div className="ws-stale" role="alert">
            {t('error.stale')}
            <Button size="sm" onClick={() => void autosave.resolve('theirs').then((a) => setAnswer(a as CodeAnswer))}>{t('save.takeTheirs')}</Button>
            <Button size="sm" onClick={() => void autosave.resolve('mine')}>{t('save.keepMine')}</Button>
          </div>
        ) : null}
        {!Player ? (
          <div className="ws-terminal" style={{ height: 208 }} data-testid="terminal">
            <textarea aria-label={t('terminal.stdin')} placeholder={t('terminal.stdin')} value={stdin} onChange={(e) => setStdin(e.target.value)} />
            <pre>{run ? [run.compile.ok ? '' : run.compile.output, run.stdout, run.stderr, run.message ?? ''].filter(Boolean).join('\n') : ''}</pre>
          </div>
        ) : null}
        {stream.current ? <ResultPanel submission={stream.current} /> : null}
      </main>
    </div>
  );
}
