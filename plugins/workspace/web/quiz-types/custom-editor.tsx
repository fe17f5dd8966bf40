import type { QuizEditorProps } from '@seodang/sdk/web';
import { useEffect } from 'react';
import { useEditorTexts } from './structured-texts.ts';

type Custom = {
  grader: string;
  timeLimitMs: number;
  memoryLimitMiB: number;
  score: number;
  placeholder: string;
};
const sample = 'function check({ output }) {\n  return output.trim() === "42";\n}\n';

/** `custom`: the teacher's JavaScript grader (run in isolated-vm by the judge) with its time and memory limits. */
export function CustomEditor({ definition, onChange }: QuizEditorProps<Custom>) {
  const { t } = useEditorTexts();
  const d: Custom = {
    grader: sample,
    timeLimitMs: 1000,
    memoryLimitMiB: 64,
    score: 1,
    placeholder: '',
    ...definition,
  };
  useEffect(() => {
    if (!definition?.grader) onChange(d);
  }, []);
  const num = (k: 'timeLimitMs' | 'memoryLimitMiB' | 'score', label: string, min: number, max: number) => (
    <label className="ws-field">
      {label}
      <input
        className="sd-input ws-num"
        type="number"
        min={min}
        max={max}
        value={d[k]}
        onChange={(e) => onChange({ ...d, [k]: Number(e.target.value) })}
      />
    </label>
  );
  return (
    <div className="ws-obj-editor" data-testid="custom-editor">
      <label className="ws-field ws-wide">
        {t('qe.grader')}
        <textarea
          className="sd-textarea ws-mono"
          rows={10}
          spellCheck={false}
          value={d.grader}
          onChange={(e) => onChange({ ...d, grader: e.target.value })}
        />
      </label>
      <p className="ws-muted">{t('qe.graderHint')}</p>
      <div className="ws-grid3">
        {num('timeLimitMs', t('qe.timeLimit'), 10, 10000)}
        {num('memoryLimitMiB', t('qe.memoryLimit'), 8, 512)}
        {num('score', t('author.score'), 0, 1000)}
      </div>
      <label className="ws-field ws-wide">
        {t('qe.placeholder')}
        <input
          className="sd-input"
          value={d.placeholder}
          onChange={(e) => onChange({ ...d, placeholder: e.target.value })}
        />
      </label>
    </div>
  );
}
