import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type QuizPlayerProps } from '@seodang/sdk/web';
import { CodeArea } from '@seodang/sdk/web-code-area';
import { apiMethods, mainFileOf, type RestfulapiAnswer, type RestfulapiView } from '../common/index.ts';
import { ExchangeView, exchangeOf, type Exchange } from './exchange-view.tsx';
import './restfulapi.css';

/** What `POST …/run` answers for a harness type: the run's shown test. */
interface HarnessRun {
  kind: 'harness';
  status: string;
  tests: {
    name: string;
    verdict: string;
    message?: string;
    artifacts?: { name: string; base64: string }[];
  }[];
}

const OWN = '';

/** The learner writes the server's files and sends requests to it on the judge. */
export default function RestfulapiPlayer({
  view,
  answer,
  onChange,
  readOnly,
  quizIndex,
}: QuizPlayerProps<RestfulapiView, RestfulapiAnswer>) {
  const { t } = useTranslation('quiz-restfulapi');
  // An author previewing the quiz receives the full definition: it is read as a learner's view.
  const all = view.tests as (RestfulapiView['tests'][number] & { hidden?: boolean })[];
  const tests = all.filter((x) => !x.hidden);
  const mainFile = view.mainFile ?? mainFileOf(view.language);
  const hiddenTests = view.hiddenTests ?? all.length - tests.length;
  const maxPoints = view.maxPoints ?? all.reduce((sum, x) => sum + x.score, 0);
  const current: RestfulapiAnswer = answer ?? {
    code: view.source,
    main: mainFile as RestfulapiAnswer['main'],
    ...(view.starterFiles.length ? { files: view.starterFiles } : {}),
  };
  // The starting files are already an answer the learner can run.
  useEffect(() => {
    if (!answer && !readOnly) onChange(current);
  }, []);
  const files = current.files ?? [];

  const [choice, setChoice] = useState(tests[0]?.name ?? OWN);
  const [method, setMethod] = useState<string>('GET');
  const [path, setPath] = useState('/');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<{
    verdict: string;
    message?: string;
    exchange: Exchange | null;
  } | null>(null);

  const send = async () => {
    setError('');
    let stdin: unknown;
    if (choice !== OWN) stdin = { test: choice };
    else {
      let parsedBody: unknown;
      if (body.trim()) {
        try {
          parsedBody = JSON.parse(body);
        } catch {
          setError(t('bodyJson'));
          return;
        }
      }
      stdin = { requests: [{ method, path, ...(parsedBody === undefined ? {} : { body: parsedBody }) }] };
    }
    setBusy(true);
    try {
      const res = await api.post<{ data: HarnessRun }>(`/api/workspace/quizzes/${quizIndex}/run`, {
        answer: current,
        stdin: JSON.stringify(stdin),
      });
      const test = res.data.tests[0];
      setResult(
        test
          ? { verdict: test.verdict, message: test.message, exchange: exchangeOf(test.artifacts) }
          : { verdict: res.data.status, exchange: null },
      );
    } catch (e) {
      setResult(null);
      setError(t('failed', { message: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rest-layout" data-testid="rest-player">
      <p>
        {t('task', {
          file: mainFile,
          shown: tests.length,
          hidden: hiddenTests,
          max: maxPoints,
        })}
      </p>
      <label htmlFor="rest-code">
        <strong>
          {t('code')} (<code>{mainFile}</code>)
        </strong>
      </label>
      <p id="rest-code-hint" className="ws-muted">
        {t('codeHint')}
      </p>
      <CodeArea
        id="rest-code"
        value={current.code}
        readOnly={readOnly}
        rows={16}
        testId="rest-code"
        describedBy="rest-code-hint"
        onChange={(code) => onChange({ ...current, code })}
      />
      {files.map((f, i) => (
        <div key={f.name}>
          <label htmlFor={`rest-file-${i}`}>
            <code>{f.name}</code>
          </label>
          <CodeArea
            id={`rest-file-${i}`}
            value={f.content}
            readOnly={readOnly}
            rows={8}
            onChange={(content) =>
              onChange({ ...current, files: files.map((x, j) => (j === i ? { ...x, content } : x)) })
            }
          />
        </div>
      ))}

      <section className="rest-panel" aria-labelledby="rest-panel-title" data-testid="rest-panel">
        <h3 id="rest-panel-title" className="rest-wide">
          {t('panel')}
        </h3>
        <p className="ws-muted rest-wide">{t('panelHint')}</p>
        <label>
          {t('sequence')}
          <select
            className="sd-input"
            value={choice}
            data-testid="rest-choice"
            onChange={(e) => setChoice(e.target.value)}
          >
            {tests.map((x) => (
              <option key={x.name} value={x.name}>
                {t('testOption', { name: x.name })}
              </option>
            ))}
            <option value={OWN}>{t('ownRequest')}</option>
          </select>
        </label>
        {choice === OWN ? (
          <>
            <label>
              {t('method')}
              <select
                className="sd-input"
                value={method}
                data-testid="rest-method"
                onChange={(e) => setMethod(e.target.value)}
              >
                {apiMethods.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </label>
            <label>
              {t('path')}
              <input
                className="sd-input"
                value={path}
                data-testid="rest-path"
                onChange={(e) => setPath(e.target.value)}
              />
            </label>
            <label className="rest-wide">
              {t('body')}
              <textarea
                className="sd-code-area"
                rows={3}
                value={body}
                data-testid="rest-body-input"
                onChange={(e) => setBody(e.target.value)}
              />
            </label>
          </>
        ) : (
          <ol className="rest-responses rest-wide" data-testid="rest-sequence">
            {tests
              .find((x) => x.name === choice)
              ?.requests.map((r, i) => (
                <li key={i}>
                  <code>{t('request', { method: r.method, path: r.path })}</code>
                  {r.body !== undefined ? <code> {JSON.stringify(r.body)}</code> : null}
                </li>
              ))}
          </ol>
        )}
        <div className="rest-wide">
          <button
            type="button"
            className="sd-btn sd-btn--secondary sd-btn--md"
            disabled={busy || readOnly || quizIndex === undefined}
            data-testid="rest-send"
            onClick={() => void send()}
          >
            {t('send')}
          </button>
          {quizIndex === undefined ? <span className="ws-muted"> {t('notSaved')}</span> : null}
        </div>
        <div className="rest-wide" role="status" aria-live="polite" data-testid="rest-run-status">
          {busy ? t('sending') : null}
          {error ? <span className="rest-fail">{error}</span> : null}
          {result && !busy ? (
            <strong className={result.verdict === 'ACCEPTED' ? 'rest-ok' : 'rest-fail'}>
              {t(`verdict.${result.verdict}`, { defaultValue: result.verdict })}
              {result.message ? ` · ${result.message}` : ''}
            </strong>
          ) : null}
        </div>
        {result?.exchange && !busy ? (
          <ExchangeView exchange={result.exchange} testId="rest-exchange" />
        ) : null}
      </section>
    </div>
  );
}
