import { useTranslation } from 'react-i18next';
import type { MicrobitView } from '../../common/index.ts';

/** The shown tests in words: the inputs at their times, the checks and the output expected. */
export function MicrobitTests({ tests }: { tests: MicrobitView['tests'] }) {
  const { t } = useTranslation('quiz-microcontroller');
  if (!tests.length) return null;
  return (
    <section>
      <h4>{t('shownTests')}</h4>
      {tests.map((test) => (
        <details key={test.name} data-testid="microbit-test">
          <summary>{test.name}</summary>
          <p>{t('duration', { ms: test.duration_ms })}</p>
          <ul>
            {test.inputs.map((i, n) => (
              <li key={`i${n}`}>
                {i.kind === 'button'
                  ? t(i.pressed ? 'microbit.inputPress' : 'microbit.inputRelease', {
                      at: i.at_ms,
                      button: i.button,
                    })
                  : i.kind === 'accelerometer'
                    ? t('microbit.inputAccel', { at: i.at_ms, x: i.x, y: i.y, z: i.z })
                    : t('microbit.inputPin', { at: i.at_ms, pin: i.pin, level: i.level })}
              </li>
            ))}
            {test.checks.map((c, n) => (
              <li key={`c${n}`}>
                {c.kind === 'display'
                  ? c.image
                    ? t('microbit.checkImage', { at: c.at_ms, image: c.image })
                    : t('microbit.checkGrid', { at: c.at_ms, grid: (c.grid ?? []).join(' ') })
                  : t('microbit.checkPin', { at: c.at_ms, pin: c.pin, level: c.level })}
              </li>
            ))}
          </ul>
          <p>{t('expected')}</p>
          <pre className="sd-code-area">{test.expected_output ?? t('notChecked')}</pre>
        </details>
      ))}
    </section>
  );
}
