import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
// The SDK's program box style.
import '@seodang/sdk/web-code-area';
import './arduino.css';
import type { ArduinoAnswer, ArduinoView } from '../../common/index.ts';

/** What the judge's board printed for a shown test (`run.json`), or null. */
function serialOf(test: { artifacts?: { name: string; base64: string }[] }): string | null {
  const a = test.artifacts?.find((x) => x.name === 'run.json');
  if (!a) return null;
  try {
    const bytes = Uint8Array.from(atob(a.base64), (c) => c.charCodeAt(0));
    const run = JSON.parse(new TextDecoder().decode(bytes)) as { serial?: unknown };
    return typeof run.serial === 'string' ? run.serial : null;
  } catch {
    return null;
  }
}

/** The submitted sketch, and what each shown test's run printed on the serial line (the workspace lists the verdicts). */
export default function ArduinoReview({ answer, tests }: QuizReviewProps<ArduinoView, ArduinoAnswer>) {
  const { t } = useTranslation('quiz-microcontroller');
  const printed = (tests ?? [])
    .map((test) => ({ name: test.name, serial: serialOf(test) }))
    .filter((x) => x.serial);
  return (
    <section data-testid="arduino-review">
      <h4>{t('yourCode')}</h4>
      <pre className="sd-code-area">{answer.code}</pre>
      {printed.map((x) => (
        <figure key={x.name} className="arduino-review-serial">
          <figcaption>{t('serialOf', { name: x.name })}</figcaption>
          <pre className="sd-code-area">{x.serial}</pre>
        </figure>
      ))}
    </section>
  );
}
