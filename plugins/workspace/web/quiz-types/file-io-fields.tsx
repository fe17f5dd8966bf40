import { useTranslation } from 'react-i18next';
import { ioFileName } from '../../common/file-io.ts';

type Def = Record<string, unknown>;

/** The rule's message for a typed file name (the shared schema's), or undefined when it is fine. */
function problemOf(value: string): string | undefined {
  const r = ioFileName.safeParse(value);
  return r.success ? undefined : r.error.issues[0].message.replace(/^workspace\./, '');
}

/** input_file / output_file of a code quiz: plain file names the program reads and writes instead of stdin/stdout. */
export function FileIoFields({ definition, onChange }: { definition: Def; onChange: (patch: Def) => void }) {
  const { t } = useTranslation('workspace');
  return (
    <div className="ws-grid3">
      {(['input_file', 'output_file'] as const).map((k) => {
        const value = String(definition[k] ?? '');
        const problem = problemOf(value);
        return (
          <label key={k} className="ws-field">
            {t(`author.${k}`)}
            <input
              className="sd-input ws-mono"
              value={value}
              placeholder={k === 'input_file' ? 'input.txt' : 'output.txt'}
              data-testid={`field-${k}`}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => onChange({ [k]: e.target.value })}
            />
            {problem ? (
              <span className="sd-field__error" role="alert" data-testid={`error-${k}`}>
                {t(problem)}
              </span>
            ) : null}
          </label>
        );
      })}
      <p className="ws-muted">{t('author.fileIoHint')}</p>
    </div>
  );
}
