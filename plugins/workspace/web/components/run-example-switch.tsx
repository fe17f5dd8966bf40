import './run-example.css';
import { useRunExampleTexts } from './run-example-texts.ts';

/** The quiz editor's switch of the common field `use_run_screen_example`. */
export function RunExampleSwitch({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const { t } = useRunExampleTexts();
  return (
    <div className="ws-run-example-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby="ws-run-example-hint"
          data-testid="field-run-example"
          onChange={(e) => onChange(e.target.checked)}
        />{' '}
        {t('runExample.switch')}
      </label>
      <p id="ws-run-example-hint" className="ws-muted">
        {t('runExample.switchHint')}
      </p>
    </div>
  );
}
