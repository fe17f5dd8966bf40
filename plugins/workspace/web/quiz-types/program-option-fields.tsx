import { useTranslation } from 'react-i18next';
import { programOptionProblem, type ProgramOptionFields as Fields } from '../../common/program-options.ts';

type Def = Record<string, unknown>;
const rows = [
  ['build_option', 'compiler_option', 'run_option'],
  ['answer_build_option', 'answer_compiler_option', 'answer_run_option'],
] as const;

/** Compiler flags and program arguments (§3 *_option), for learners and for validating the reference answer; the shared rule marks a refused one. */
export function ProgramOptionFields({
  definition,
  languages,
  onChange,
}: {
  definition: Def;
  languages: string[];
  onChange: (patch: Def) => void;
}) {
  const { t } = useTranslation('workspace');
  const problem = programOptionProblem(definition as Partial<Fields>, languages);
  return (
    <>
      {rows.map((keys) => (
        <div key={keys[0]} className="ws-grid3">
          {keys.map((k) => (
            <label key={k} className="ws-field">
              {t(`author.${k}`)}
              <input
                className="sd-input ws-mono"
                value={String(definition[k] ?? '')}
                data-testid={`field-${k}`}
                aria-invalid={problem?.key === k ? true : undefined}
                onChange={(e) => onChange({ [k]: e.target.value })}
              />
              {problem?.key === k ? (
                <span className="sd-field__error" role="alert" data-testid={`error-${k}`}>
                  {t(problem.message.replace(/^workspace\./, ''))}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      ))}
      <p className="ws-muted">{t('author.optionsHint')}</p>
    </>
  );
}
