import { useTranslation } from 'react-i18next';
import { pinName } from '../../common/arduino/pins.ts';
import type { ArduinoView } from '../../common/index.ts';

/** The shown tests in words: the serial input and output, the pins driven and the pin checks. */
export function TestList({ tests }: { tests: ArduinoView['tests'] }) {
  const { t } = useTranslation('quiz-microcontroller');
  if (!tests.length) return null;
  const word = (level: number) => (level ? 'HIGH' : 'LOW');
  return (
    <section>
      <h4>{t('shownTests')}</h4>
      {tests.map((test) => (
        <details key={test.name} data-testid="arduino-test">
          <summary>{test.name}</summary>
          <p>{t('duration', { ms: test.duration_ms })}</p>
          {test.serial_input ? (
            <>
              <p>{t('serialIn')}</p>
              <pre className="sd-code-area">{test.serial_input}</pre>
            </>
          ) : null}
          <p>{t('expected')}</p>
          <pre className="sd-code-area">{test.expected_output ?? t('notChecked')}</pre>
          {test.inputs.length || test.pins.length ? (
            <ul>
              {test.inputs.map((i, n) => (
                <li key={`i${n}`}>
                  {t('inputsLine', { pin: pinName(i.pin), at: i.at_ms, level: word(i.level) })}
                </li>
              ))}
              {test.pins.map((c, n) => (
                <li key={`c${n}`}>
                  {c.kind === 'level'
                    ? t('checkLevel', { pin: pinName(c.pin), at: c.at_ms, level: word(c.level) })
                    : t('checkToggle', {
                        pin: pinName(c.pin),
                        every: c.every_ms,
                        tolerance: c.tolerance_ms,
                        from: c.from_ms,
                      })}
                </li>
              ))}
            </ul>
          ) : null}
        </details>
      ))}
    </section>
  );
}
