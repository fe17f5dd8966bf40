import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
// The SDK's program box style.
import '@seodang/sdk/web-code-area';
import type { MicrobitAnswer, MicrobitView } from '../../common/index.ts';

/** What a shown test's run printed on the judge (`run.json`), or null. */
function outputOf(test: { artifacts?: { name: string; base64: string }[] }): string | null {
  const a = test.artifacts?.find((x) => x.name === 'run.json');
  if (!a) return null;
  try {
    const bytes = Uint8Array.from(atob(a.base64), (c) => c.charCodeAt(0));
    const run = JSON.parse(new TextDecoder().decode(bytes)) as { output?: unknown };
    return typeof run.output === 'string' ? run.output : null;
  } catch {
    return null;
  }
}

/** The submitted program, and what each shown test's run printed (the workspace lists the verdicts). */
export default function MicrobitReview({ answer, tests }: QuizReviewProps<MicrobitView, MicrobitAnswer>) {
  const { t } = useTranslation('quiz-microcontroller');
  const printed = (tests ?? [])
    .map((test) => ({ name: test.name, output: outputOf(test) }))
    .filter((x) => x.output);
  return (
    <section data-testid="microbit-review">
      <h4>{t('microbit.yourCode')}</h4>
      <pre className="sd-code-area">{answer.code}</pre>
      {printed.map((x) => (
        <figure key={x.name}>
          <figcaption>{t('microbit.outputOf', { name: x.name })}</figcaption>
          <pre className="sd-code-area">{x.output}</pre>
        </figure>
      ))}
    </section>
  );
}
