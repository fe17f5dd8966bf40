import { useEffect, useId, useState } from 'react';
import { api } from '@seodang/sdk/web';
import type { Quiz } from '../api.ts';
import { useRunExampleTexts } from './run-example-texts.ts';
import './run-example.css';

/** `GET /api/workspace/quizzes/:index/run-example`. */
type RunExampleState =
  | { state: 'ready'; images: { name: string; base64: string }[]; output: string }
  | { state: 'preparing' }
  | { state: 'none' };

/**
 * The validated reference run's example beside the problem, when the quiz's teacher turned it on
 * (`use_run_screen_example`): its images and output, or a note while a demo's first run is prepared.
 */
export function RunExample({ quiz }: { quiz: Quiz }) {
  const { t } = useRunExampleTexts();
  const on = !!quiz.common.use_run_screen_example;
  const titleId = useId();
  const [example, setExample] = useState<RunExampleState | null>(null);
  useEffect(() => {
    let live = true;
    setExample(null);
    if (on)
      api.get<{ data: RunExampleState }>(`/api/workspace/quizzes/${quiz.index}/run-example`).then(
        (r) => live && setExample(r.data),
        // No example is no loss to the problem: it is simply not shown.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [quiz.index, on]);
  if (!example || example.state === 'none') return null;
  return (
    <section className="ws-run-example" aria-labelledby={titleId} data-testid="run-example">
      <h4 id={titleId}>{t('runExample.title')}</h4>
      {example.state === 'preparing' ? (
        <p className="ws-muted" role="status" data-testid="run-example-preparing">
          {t('runExample.preparing')}
        </p>
      ) : (
        <>
          {example.images.map((image, i) => (
            <img
              key={`${i}:${image.name}`}
              src={`data:image/png;base64,${image.base64}`}
              alt={t('runExample.image', { name: image.name })}
            />
          ))}
          {example.output ? (
            <figure>
              <figcaption>{t('runExample.output')}</figcaption>
              <pre data-testid="run-example-output">{example.output}</pre>
            </figure>
          ) : null}
        </>
      )}
    </section>
  );
}
