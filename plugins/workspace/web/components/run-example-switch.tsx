import './run-example.css';
import { useId } from 'react';
import { useRunExampleTexts } from './run-example-texts.ts';

/** The quiz editor's switch of the common field `use_run_screen_example`. */
export function RunExampleSwitch({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const { t } = useRunExampleTexts();
  const hintId = useId();
  return (
    <div className="ws-run-example-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          data-testid="field-run-example"
          onChange={(e) => onChange(e.target.checked)}
        />{' '}
        {t('runExample.switch')}
      </label>
      <p id={hintId} className="ws-muted">
        {t('runExample.switchHint')}
      </p>
    </div>
  );
}
