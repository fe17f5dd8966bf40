import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizPlayerProps } from '@seodang/sdk/web';

type Choice = QuizPlayerProps<{ choices: string[]; multiple: boolean }, { selected: number[] }>;

/** multiple_choice */
export function MultipleChoicePlayer({ view, answer, onChange, readOnly }: Choice) {
  // A group per instance: the review of a submission shows the same player on the same page.
  const group = useId();
  const selected = answer?.selected ?? [];
  const toggle = (i: number) =>
    onChange({
      selected: view.multiple
        ? selected.includes(i)
          ? selected.filter((x) => x !== i)
          : [...selected, i]
        : [i],
    });
  return (
    <fieldset disabled={readOnly} className="ws-answer-set" data-testid="choice-player">
      {view.choices.map((c, i) => (
        <label key={i} className="ws-choice">
          <input
            type={view.multiple ? 'checkbox' : 'radio'}
            name={group}
            checked={selected.includes(i)}
            onChange={() => toggle(i)}
          />{' '}
          {c}
        </label>
      ))}
    </fieldset>
  );
}

/** true_false */
export function TrueFalsePlayer({
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<unknown, { value: boolean }>) {
  const group = useId();
  return (
    <fieldset disabled={readOnly} className="ws-answer-set ws-tf" data-testid="true-false-player">
      <label className="ws-choice">
        <input
          type="radio"
          name={group}
          value="O"
          checked={answer?.value === true}
          onChange={() => onChange({ value: true })}
        />{' '}
        O
      </label>
      <label className="ws-choice">
        <input
          type="radio"
          name={group}
          value="X"
          checked={answer?.value === false}
          onChange={() => onChange({ value: false })}
        />{' '}
        X
      </label>
    </fieldset>
  );
}

/** short_answer, descriptive and custom: a text answer. */
export function TextPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<{ maxLength?: number; placeholder?: string }, { text: string }>) {
  const { t } = useTranslation('workspace');
  const text = answer?.text ?? '';
  const long = view.maxLength !== undefined;
  return long ? (
    <div className="ws-answer-set">
      <textarea
        className="sd-textarea"
        rows={10}
        maxLength={view.maxLength}
        readOnly={readOnly}
        aria-label={t('review.title')}
        data-testid="text-answer"
        value={text}
        onChange={(e) => onChange({ text: e.target.value })}
      />
      <p className="ws-muted ws-count">
        {text.length} / {view.maxLength}
      </p>
    </div>
  ) : (
    <input
      className="sd-input"
      placeholder={view.placeholder}
      readOnly={readOnly}
      aria-label={t('review.title')}
      data-testid="text-answer"
      value={text}
      onChange={(e) => onChange({ text: e.target.value })}
    />
  );
}

/** pairing */
export function PairingPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<
  { left: { id: string; text: string }[]; right: { id: string; text: string }[] },
  { pairs: Record<string, string> }
>) {
  const pairs = answer?.pairs ?? {};
  return (
    <table className="ws-pairs" data-testid="pairing-player">
      <tbody>
        {view.left.map((l) => (
          <tr key={l.id}>
            <td>{l.text}</td>
            <td>
              <select
                className="sd-input"
                aria-label={l.text}
                data-pair={l.id}
                disabled={readOnly}
                value={pairs[l.id] ?? ''}
                onChange={(e) => onChange({ pairs: { ...pairs, [l.id]: e.target.value } })}
              >
                <option value="" />
                {view.right.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.text}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** file_submit: files read as base64 in the browser. */
export function FileSubmitPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<{ extensions: string[]; maxFiles: number }, { files: { name: string; data: string }[] }>) {
  const { t } = useTranslation('workspace');
  const read = async (list: FileList | null) => {
    const files = await Promise.all(
      [...(list ?? [])].slice(0, view.maxFiles).map(async (f) => {
        const bytes = new Uint8Array(await f.arrayBuffer());
        let bin = '';
        for (const b of bytes) bin += String.fromCharCode(b);
        return { name: f.name, data: btoa(bin) };
      }),
    );
    onChange({ files });
  };
  return (
    <div className="ws-answer-set">
      {readOnly ? null : (
        <input
          type="file"
          multiple={view.maxFiles > 1}
          accept={view.extensions.map((e) => `.${e}`).join(',')}
          aria-label={t('review.title')}
          data-testid="file-answer"
          onChange={(e) => void read(e.target.files)}
        />
      )}
      {view.extensions.length ? (
        <p className="ws-muted">
          {t('author.extensions')}: {view.extensions.join(', ')}
        </p>
      ) : null}
      {/* What will be (or was) submitted: a saved answer survives a reload, the file input does not. */}
      <ul className="ws-file-list" data-testid="file-list">
        {(answer?.files ?? []).map((f) => (
          <li key={f.name}>📄 {f.name}</li>
        ))}
      </ul>
    </div>
  );
}
