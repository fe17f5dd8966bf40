import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEX_MAX_CHARS, hexProblem } from '../../common/arduino/hex.ts';

/**
 * A hex built elsewhere (the Arduino IDE's "Export compiled binary"): chosen as a file, checked
 * here as the server checks it, then graded and run instead of the sketch until removed.
 */
export function HexField({
  hex,
  readOnly,
  onHex,
}: {
  hex: string | undefined;
  readOnly?: boolean;
  onHex(hex: string | undefined): void;
}) {
  const { t } = useTranslation('quiz-microcontroller');
  const [problem, setProblem] = useState('');
  return (
    <div className="arduino-hex" data-testid="arduino-hex">
      {hex ? (
        <p role="status">
          {t('hexInUse')}{' '}
          {readOnly ? null : (
            <button
              type="button"
              className="sd-btn sd-btn--secondary sd-btn--sm"
              data-testid="arduino-hex-remove"
              onClick={() => onHex(undefined)}
            >
              {t('hexRemove')}
            </button>
          )}
        </p>
      ) : readOnly ? null : (
        <label>
          {t('hexChoose')}{' '}
          <input
            type="file"
            accept=".hex"
            data-testid="arduino-hex-file"
            aria-describedby={problem ? 'arduino-hex-problem' : undefined}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const text = file.size > HEX_MAX_CHARS ? '' : await file.text();
              const fault = text ? hexProblem(text) : `longer than ${HEX_MAX_CHARS} characters`;
              setProblem(fault ? t('hexBad', { problem: fault }) : '');
              if (!fault) onHex(text);
            }}
          />
        </label>
      )}
      {problem ? (
        <p id="arduino-hex-problem" role="alert" className="arduino-hex__problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
