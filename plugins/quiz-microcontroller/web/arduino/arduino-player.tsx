import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type QuizPlayerProps } from '@seodang/sdk/web';
import { CodeAreaField } from '@seodang/sdk/web-code-area';
import type { ArduinoAnswer, ArduinoView } from '../../common/index.ts';
import { TestList } from './test-list.tsx';
import { BoardBridge } from '../bridge/board-bridge.tsx';
import { HexField } from './hex-field.tsx';
import './arduino.css';

// avr8js and the board's picture load only once a sketch is built.
const VirtualBoard = lazy(() => import('./virtual-board.tsx'));

/** What `POST …/run` answers for a harness type: the build's one test. */
interface HarnessRun {
  kind: 'harness';
  status: string;
  tests: {
    name: string;
    verdict: string;
    message?: string;
    artifacts?: { name: string; base64: string }[];
  }[];
}

type Build =
  | { kind: 'idle' }
  | { kind: 'compiling' }
  | { kind: 'built'; hex: string; at: number }
  | { kind: 'compileFailed'; output: string }
  | { kind: 'failed'; message: string };

/** The hex in the build's artifact `sketch.hex.json`, or null. */
function hexOf(test: HarnessRun['tests'][number] | undefined): string | null {
  const a = test?.artifacts?.find((x) => x.name === 'sketch.hex.json');
  if (!a) return null;
  try {
    const hex = (JSON.parse(atob(a.base64)) as { hex?: unknown }).hex;
    return typeof hex === 'string' ? hex : null;
  } catch {
    return null;
  }
}

const COMPILE_FAILED = 'Compile failed, check the code.';

/**
 * The learner's sketch. Run builds it on the judge and starts the hex on a virtual Arduino Uno in
 * the page (avr8js, the same board the judge grades on) with a serial monitor; a run is never
 * graded: submitting sends the sketch to the server's judge. With no board connected (the browser
 * extension bridge is not offered yet), the virtual board and submitting work all the same.
 */
export default function ArduinoPlayer({
  view,
  answer,
  onChange,
  readOnly,
  quizIndex,
}: QuizPlayerProps<ArduinoView, ArduinoAnswer>) {
  const { t } = useTranslation('quiz-microcontroller');
  // An author previewing the quiz receives the full definition: it is read as a learner's view.
  const all = view.tests as (ArduinoView['tests'][number] & { hidden?: boolean })[];
  const tests = all.filter((x) => !x.hidden);
  const hidden = view.hiddenTests ?? all.length - tests.length;
  const points = view.maxPoints ?? all.reduce((s, x) => s + x.score, 0);
  const code = answer?.code ?? view.source;
  const [build, setBuild] = useState<Build>({ kind: 'idle' });
  // The starting sketch is the first answer, so submitting untouched code is possible.
  useEffect(() => {
    if (!answer && !readOnly) onChange({ code: view.source });
  }, []);
  const inputPins = [...new Set(tests.flatMap((x) => x.inputs.map((i) => i.pin)))].sort((a, b) => a - b);

  const hex = answer?.hex;
  // A hex the learner gave runs as it is: no build on the judge.
  const run = async () => {
    if (hex) {
      setBuild({ kind: 'built', hex, at: Date.now() });
      return;
    }
    if (quizIndex === undefined) return;
    setBuild({ kind: 'compiling' });
    try {
      const res = await api.post<{ data: HarnessRun }>(`/api/workspace/quizzes/${quizIndex}/run`, {
        answer: { code },
        stdin: '',
      });
      const test = res.data.tests[0];
      const hex = hexOf(test);
      if (hex) setBuild({ kind: 'built', hex, at: Date.now() });
      else if (test?.message?.startsWith(COMPILE_FAILED))
        setBuild({ kind: 'compileFailed', output: test.message.slice(COMPILE_FAILED.length).trim() });
      else setBuild({ kind: 'failed', message: test?.message ?? res.data.status });
    } catch (e) {
      setBuild({ kind: 'failed', message: (e as Error).message });
    }
  };

  return (
    <div className="arduino-player" data-testid="arduino-player">
      <p>{t('summary', { shown: tests.length, hidden, points })}</p>
      <p className="arduino-no-board" role="note" data-testid="arduino-no-board">
        {t('noBoard')}
      </p>
      <CodeAreaField
        id="arduino-code"
        label={t('code')}
        language="cpp"
        rows={16}
        value={code}
        readOnly={readOnly}
        testId="arduino-code"
        onChange={(next) => onChange(hex ? { code: next, hex } : { code: next })}
      />
      <div className="arduino-actions">
        <button
          type="button"
          className="sd-btn sd-btn--secondary sd-btn--md"
          data-testid="arduino-run"
          disabled={(quizIndex === undefined && !hex) || build.kind === 'compiling'}
          onClick={() => void run()}
        >
          {build.kind === 'compiling' ? t('compiling') : t('run')}
        </button>
        <span className="ws-muted">
          {quizIndex === undefined && !hex ? t('previewNoRun') : t('browserNote')}
        </span>
      </div>
      <HexField
        hex={hex}
        readOnly={readOnly}
        onHex={(next) => {
          const { hex: _old, ...rest } = answer ?? { code };
          onChange(next ? { ...rest, code, hex: next } : { ...rest, code });
        }}
      />
      <div role="status" data-testid="arduino-build-status">
        {build.kind === 'compiling' ? t('compiling') : null}
        {build.kind === 'failed' ? t('runFailed', { message: build.message }) : null}
      </div>
      {build.kind === 'compileFailed' ? (
        <div role="alert" className="arduino-compile-failed" data-testid="arduino-compile-failed">
          <p>{t('compileFailed')}</p>
          <details open>
            <summary>{t('compilerOutput')}</summary>
            <pre className="sd-code-area">{build.output}</pre>
          </details>
        </div>
      ) : null}
      {build.kind === 'built' ? (
        <Suspense fallback={<p role="status">{t('boardLoading')}</p>}>
          <VirtualBoard key={build.at} hex={build.hex} inputPins={inputPins} />
        </Suspense>
      ) : null}
      <BoardBridge
        board="uno"
        baudRate={9600}
        program={() => (build.kind === 'built' ? build.hex : null)}
        needsProgram={t('bridge.needBuild')}
        readOnly={readOnly}
      />
      <TestList tests={tests} />
    </div>
  );
}
