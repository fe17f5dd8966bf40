import { useTranslation } from 'react-i18next';
import { Button, type QuizEditorProps } from '@seodang/sdk/web';

type Props<D> = QuizEditorProps<D>;

/** The points of a quiz, shared by every small editor. */
function Score({ value, onChange }: { value: number | undefined; onChange(v: number): void }) {
  const { t } = useTranslation('workspace');
  return (
    <label className="ws-field ws-narrow">
      {t('author.score')}
      <input
        className="sd-input ws-num"
        type="number"
        min={0}
        max={1000}
        value={value ?? 1}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
}

/** `multiple_choice`: choices, the right ones ticked. */
export function MultipleChoiceEditor({
  definition,
  onChange,
}: Props<{ choices: string[]; answers: number[]; score: number }>) {
  const { t } = useTranslation('workspace');
  const d = { choices: ['', ''], answers: [], score: 1, ...definition };
  const set = (patch: Partial<typeof d>) => onChange({ ...d, ...patch });
  return (
    <div className="ws-obj-editor">
      <ol className="ws-choice-list">
        {d.choices.map((c, i) => (
          <li key={i}>
            <input
              type="checkbox"
              aria-label={t('author.correct')}
              title={t('author.correct')}
              checked={d.answers.includes(i)}
              onChange={(e) =>
                set({ answers: e.target.checked ? [...d.answers, i] : d.answers.filter((x) => x !== i) })
              }
            />
            <input
              className="sd-input"
              aria-label={`${t('author.choice')} ${i + 1}`}
              value={c}
              onChange={(e) => set({ choices: d.choices.map((x, j) => (j === i ? e.target.value : x)) })}
            />
            <Button
              size="sm"
              outline
              color="danger"
              aria-label={t('author.remove')}
              disabled={d.choices.length <= 2}
              onClick={() =>
                set({
                  choices: d.choices.filter((_, j) => j !== i),
                  answers: d.answers.filter((x) => x !== i).map((x) => (x > i ? x - 1 : x)),
                })
              }
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        disabled={d.choices.length >= 20}
        onClick={() => set({ choices: [...d.choices, ''] })}
      >
        {t('author.addChoice')}
      </Button>
      <p className="ws-muted">{t('author.choiceHint')}</p>
      <Score value={d.score} onChange={(score) => set({ score })} />
    </div>
  );
}

/** `true_false`: the right answer, O or X. */
export function TrueFalseEditor({ definition, onChange }: Props<{ answer: boolean; score: number }>) {
  const { t } = useTranslation('workspace');
  const d = { answer: true, score: 1, ...definition };
  return (
    <div className="ws-obj-editor">
      <fieldset className="ws-fieldset">
        <legend>{t('author.rightAnswer')}</legend>
        <label className="ws-check">
          <input
            type="radio"
            name="tf-answer"
            checked={d.answer}
            onChange={() => onChange({ ...d, answer: true })}
          />{' '}
          O
        </label>
        <label className="ws-check">
          <input
            type="radio"
            name="tf-answer"
            checked={!d.answer}
            onChange={() => onChange({ ...d, answer: false })}
          />{' '}
          X
        </label>
      </fieldset>
      <Score value={d.score} onChange={(score) => onChange({ ...d, score })} />
    </div>
  );
}

/** `short_answer`: accepted answers, one per line, and how strictly they compare. */
export function ShortAnswerEditor({
  definition,
  onChange,
}: Props<{ answers: string[]; ignoreCase: boolean; ignoreSpaces: boolean; score: number }>) {
  const { t } = useTranslation('workspace');
  const d = { answers: [], ignoreCase: true, ignoreSpaces: false, score: 1, ...definition };
  return (
    <div className="ws-obj-editor">
      <label className="ws-field">
        {t('author.accepted')}
        <textarea
          className="sd-textarea"
          rows={4}
          value={d.answers.join('\n')}
          onChange={(e) => onChange({ ...d, answers: e.target.value.split('\n') })}
          onBlur={(e) =>
            onChange({
              ...d,
              answers: e.target.value
                .split('\n')
                .map((x) => x.trim())
                .filter(Boolean),
            })
          }
        />
      </label>
      <label className="ws-check">
        <input
          type="checkbox"
          checked={d.ignoreCase}
          onChange={(e) => onChange({ ...d, ignoreCase: e.target.checked })}
        />{' '}
        {t('author.ignoreCase')}
      </label>
      <label className="ws-check">
        <input
          type="checkbox"
          checked={d.ignoreSpaces}
          onChange={(e) => onChange({ ...d, ignoreSpaces: e.target.checked })}
        />{' '}
        {t('author.ignoreSpaces')}
      </label>
      <Score value={d.score} onChange={(score) => onChange({ ...d, score })} />
    </div>
  );
}

type Item = { id: string; text: string };

/** `pairing`: each row is a right pair; learners see the right column shuffled. */
export function PairingEditor({
  definition,
  onChange,
}: Props<{ left: Item[]; right: Item[]; pairs: Record<string, string>; score: number }>) {
  const { t } = useTranslation('workspace');
  const d = { left: [], right: [], pairs: {}, score: 1, ...definition };
  const rows = d.left.map((l) => ({
    left: l.text,
    right: d.right.find((r) => r.id === d.pairs[l.id])?.text ?? '',
  }));
  const save = (next: { left: string; right: string }[]) =>
    onChange({
      left: next.map((r, i) => ({ id: `l${i + 1}`, text: r.left })),
      right: next.map((r, i) => ({ id: `r${i + 1}`, text: r.right })),
      pairs: Object.fromEntries(next.map((_, i) => [`l${i + 1}`, `r${i + 1}`])),
      score: d.score,
    });
  const list = rows.length
    ? rows
    : [
        { left: '', right: '' },
        { left: '', right: '' },
      ];
  return (
    <div className="ws-obj-editor">
      <table className="sd-table">
        <thead>
          <tr>
            <th>{t('author.left')}</th>
            <th>{t('author.right')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.map((r, i) => (
            <tr key={i}>
              <td>
                <input
                  className="sd-input"
                  aria-label={`${t('author.left')} ${i + 1}`}
                  value={r.left}
                  onChange={(e) => save(list.map((x, j) => (j === i ? { ...x, left: e.target.value } : x)))}
                />
              </td>
              <td>
                <input
                  className="sd-input"
                  aria-label={`${t('author.right')} ${i + 1}`}
                  value={r.right}
                  onChange={(e) => save(list.map((x, j) => (j === i ? { ...x, right: e.target.value } : x)))}
                />
              </td>
              <td>
                <Button
                  size="sm"
                  outline
                  color="danger"
                  aria-label={t('author.remove')}
                  disabled={list.length <= 2}
                  onClick={() => save(list.filter((_, j) => j !== i))}
                >
                  ✕
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button size="sm" onClick={() => save([...list, { left: '', right: '' }])}>
        {t('author.addPair')}
      </Button>
      <Score value={d.score} onChange={(score) => onChange({ ...d, score })} />
    </div>
  );
}

/** `descriptive`: a model answer for the teacher and the longest answer allowed. */
export function DescriptiveEditor({
  definition,
  onChange,
}: Props<{ modelAnswer: string; maxLength: number; score: number }>) {
  const { t } = useTranslation('workspace');
  const d = { modelAnswer: '', maxLength: 5000, score: 1, ...definition };
  return (
    <div className="ws-obj-editor">
      <label className="ws-field">
        {t('author.modelAnswer')}
        <textarea
          className="sd-textarea"
          rows={5}
          value={d.modelAnswer}
          onChange={(e) => onChange({ ...d, modelAnswer: e.target.value })}
        />
      </label>
      <label className="ws-field ws-narrow">
        {t('author.maxLength')}
        <input
          className="sd-input ws-num"
          type="number"
          min={1}
          max={20000}
          value={d.maxLength}
          onChange={(e) => onChange({ ...d, maxLength: Number(e.target.value) })}
        />
      </label>
      <Score value={d.score} onChange={(score) => onChange({ ...d, score })} />
    </div>
  );
}

/** `file_submit`: accepted extensions and how many files. */
export function FileSubmitEditor({
  definition,
  onChange,
}: Props<{ extensions: string[]; maxFiles: number; score: number }>) {
  const { t } = useTranslation('workspace');
  const d = { extensions: [], maxFiles: 1, score: 1, ...definition };
  return (
    <div className="ws-obj-editor">
      <label className="ws-field">
        {t('author.extensions')}
        <input
          className="sd-input"
          placeholder="pdf, zip, py"
          defaultValue={d.extensions.join(', ')}
          onBlur={(e) =>
            onChange({
              ...d,
              extensions: e.target.value
                .split(',')
                .map((x) => x.trim().toLowerCase().replace(/^\./, ''))
                .filter(Boolean),
            })
          }
        />
      </label>
      <label className="ws-field ws-narrow">
        {t('author.maxFiles')}
        <input
          className="sd-input ws-num"
          type="number"
          min={1}
          max={10}
          value={d.maxFiles}
          onChange={(e) => onChange({ ...d, maxFiles: Number(e.target.value) })}
        />
      </label>
      <Score value={d.score} onChange={(score) => onChange({ ...d, score })} />
    </div>
  );
}
