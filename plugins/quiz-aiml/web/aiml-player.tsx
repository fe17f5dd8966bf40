import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabList, type QuizPlayerProps } from '@seodang/sdk/web';
import { CodeArea } from '@seodang/sdk/web-code-area';
import { AIML_PROGRAM, type AimlAnswer, type AimlView } from '../common/index.ts';
import './aiml.css';

/** Characters of a data file shown in its tab. */
const SHOWN = 20_000;

/**
 * The learner's screen: the task, the scoring, and the files as tabs. The teacher's bookmarks open
 * first; the program (`main.py`) is always open; another shown file opens from the file list.
 */
export default function AimlPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<AimlView, AimlAnswer>) {
  const { t } = useTranslation('quiz-aiml');
  const code = answer?.code ?? view.source ?? '';
  // The starter program is already an answer.
  useEffect(() => {
    if (!answer && !readOnly) onChange({ code });
  }, []);
  const files = [AIML_PROGRAM, view.input_file.name];
  const [open, setOpen] = useState<string[]>(() => {
    const first = view.bookmarks.filter((b) => files.includes(b));
    return first.includes(AIML_PROGRAM) ? first : [AIML_PROGRAM, ...first];
  });
  const [current, setCurrent] = useState(open[0]!);
  const fileTabs = useTabList({ tabs: open, value: current, onChange: setCurrent, idPrefix: 'aiml' });
  const openFile = (name: string) => {
    if (!open.includes(name)) setOpen([...open, name]);
    setCurrent(name);
  };
  const closeFile = (name: string) => {
    const rest = open.filter((f) => f !== name);
    setOpen(rest);
    if (current === name) setCurrent(rest[0]!);
  };
  const op = view.metric.higherIsBetter ? t('atLeast') : t('atMost');
  const rules = view.thresholds
    .map((x) => t('rule', { metric: view.metric.name, op, value: x.metric, points: x.points }))
    .join(', ');
  const data = view.input_file.content;
  return (
    <div className="aiml-layout" data-testid="aiml-player">
      <p>{t('task', { input: view.input_file.name, output: view.output_file, metric: view.metric.name })}</p>
      <ul>
        <li data-testid="aiml-scoring">{t('scoring', { rules, max: view.maxPoints })}</li>
        <li>{t('environmentShown', { env: view.dockerImage, seconds: view.run_time_limit })}</li>
        <li>{t('plotsHint')}</li>
      </ul>
      <div className="aiml-files">
        <strong>{t('files')}</strong>
        {files.map((f) =>
          !open.includes(f) ? (
            <button key={f} type="button" className="sd-btn" onClick={() => openFile(f)}>
              {t('openFile', { name: f })}
            </button>
          ) : f !== AIML_PROGRAM ? (
            <button key={f} type="button" className="sd-btn" onClick={() => closeFile(f)}>
              {t('closeFile', { name: f })}
            </button>
          ) : null,
        )}
      </div>
      <div {...fileTabs.listProps} aria-label={t('files')} className="aiml-tabs" data-testid="aiml-tabs">
        {open.map((name) => (
          <button key={name} {...fileTabs.tabProps(name)} className="aiml-tab">
            {name}
          </button>
        ))}
      </div>
      <div {...fileTabs.panelProps(current)}>
        {current === AIML_PROGRAM ? (
          <>
            <label htmlFor="aiml-code">
              <strong>{t('program')}</strong>
            </label>
            <p id="aiml-code-hint" className="ws-muted">
              {t('programHint')}
            </p>
            <CodeArea
              id="aiml-code"
              rows={16}
              value={code}
              readOnly={readOnly}
              testId="aiml-code"
              describedBy="aiml-code-hint"
              onChange={(next) => onChange({ code: next })}
            />
          </>
        ) : (
          <>
            <pre className="sd-code-area aiml-data" tabIndex={0} data-testid="aiml-data">
              {data.slice(0, SHOWN)}
            </pre>
            {data.length > SHOWN ? <p className="ws-muted">{t('shownCut', { count: SHOWN })}</p> : null}
          </>
        )}
      </div>
    </div>
  );
}
