import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api } from '@seodang/sdk/web';
import { BridgeClient, BridgeError, findRuntime } from '../../common/bridge/client.ts';
import type { BridgeBoard, BridgeErrorCode, BridgeState } from '../../common/bridge/protocol.ts';
import './board-bridge.css';

/** The serial monitor keeps this much of what the board sent. */
const MONITOR_CHARS = 20_000;

interface BridgeInfo {
  extensionId: string;
  download: string;
}

/**
 * A real board through the Seodang board bridge extension (§4): connect (the extension, then the
 * learner's choice of port in its window, then the serial line at `baudRate`), upload the program
 * `program()` gives (an Uno's hex, a micro:bit's main.py), a serial monitor with a send line, and
 * disconnect. Every §8 error says what to do next, with the extension's download and install steps
 * when it is missing. A board run is never graded: submitting grades on the server.
 */
export function BoardBridge({
  board,
  baudRate,
  program,
  needsProgram,
  readOnly = false,
}: {
  board: BridgeBoard;
  baudRate: number;
  /** What goes on the board; null when there is nothing yet (`needsProgram` says why). */
  program: () => string | null;
  needsProgram?: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('quiz-microcontroller');
  const info = useQuery({
    queryKey: ['board-bridge'],
    queryFn: () => api.get<{ data: BridgeInfo }>('/api/board-bridge').then((r) => r.data),
    staleTime: Infinity,
  });
  const [state, setState] = useState<BridgeState>('DISCONNECTED');
  const [device, setDevice] = useState<string | null>(null);
  const [serialOpen, setSerialOpen] = useState(false);
  const [error, setError] = useState<{ code: BridgeErrorCode; detail?: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const [log, setLog] = useState('');
  const [line, setLine] = useState('');
  const client = useRef<BridgeClient | null>(null);

  useEffect(
    () => () => {
      void client.current?.disconnect();
    },
    [],
  );

  const clientFor = (extensionId: string) =>
    (client.current ??= new BridgeClient({
      extensionId,
      runtime: findRuntime(globalThis as Parameters<typeof findRuntime>[0]),
      onState: (next) => {
        setState(next);
        if (next === 'DISCONNECTED') {
          setDevice(null);
          setSerialOpen(false);
        }
      },
      onSerial: (text) => setLog((old) => (old + text).slice(-MONITOR_CHARS)),
      onSerialClosed: () => setSerialOpen(false),
    }));

  const attempt = async (run: (c: BridgeClient) => Promise<void>) => {
    if (!info.data) return;
    setError(null);
    try {
      await run(clientFor(info.data.extensionId));
    } catch (e) {
      setError(
        e instanceof BridgeError ? { code: e.code, detail: e.detail } : { code: 'NOT_CONNECTED_EXTENSION' },
      );
    }
  };
  // One action for the learner: the extension, the port, the line. A step that fails undoes the
  // ones before it, so "Connect board" starts over cleanly.
  const connect = () =>
    attempt(async (c) => {
      await c.connect();
      try {
        setDevice(await c.chooseDevice());
        await c.serialConnect(baudRate);
        setSerialOpen(true);
      } catch (e) {
        await c.disconnect();
        throw e;
      }
    });
  const upload = () =>
    attempt(async (c) => {
      const content = program();
      if (!content) return;
      setUploaded(false);
      setProgress(0);
      try {
        await c.upload(board, content, setProgress);
        setUploaded(true);
      } finally {
        setProgress(null);
      }
    });
  const send = () =>
    attempt(async (c) => {
      await c.send(`${line}\n`);
      setLine('');
    });

  const connected = state === 'CONNECTED';
  const missing = error && ['EMPTY_CHROME', 'NOT_INSTALLED_EXTENSION'].includes(error.code);
  const ready = program() !== null;
  return (
    <section className="board-bridge" aria-labelledby="board-bridge-title" data-testid="board-bridge">
      <h3 id="board-bridge-title">{t('bridge.title')}</h3>
      <p role="status" data-testid="board-bridge-state" data-state={state}>
        {t('bridge.state', { state: t(`bridge.states.${state}`) })}
        {device ? ` · ${t('bridge.device', { port: device })}` : ''}
      </p>
      {state === 'CONNECTING' ? <p className="ws-muted">{t('bridge.connecting')}</p> : null}
      <div className="board-bridge__actions">
        {connected ? (
          <>
            <button
              type="button"
              className="sd-btn sd-btn--primary sd-btn--md"
              disabled={readOnly || !ready || progress !== null}
              onClick={() => void upload()}
              data-testid="board-bridge-upload"
            >
              {t('bridge.upload')}
            </button>
            <button
              type="button"
              className="sd-btn sd-btn--secondary sd-btn--md"
              onClick={() => void client.current?.disconnect()}
              data-testid="board-bridge-disconnect"
            >
              {t('bridge.disconnect')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="sd-btn sd-btn--secondary sd-btn--md"
            disabled={!info.data || state !== 'DISCONNECTED'}
            onClick={() => void connect()}
            data-testid="board-bridge-connect"
          >
            {t('bridge.connect')}
          </button>
        )}
        {connected && !ready && needsProgram ? <span className="ws-muted">{needsProgram}</span> : null}
      </div>
      {progress !== null ? (
        <p role="status">
          <progress max={100} value={progress} aria-label={t('bridge.upload')} />{' '}
          {t('bridge.uploading', { percent: progress })}
        </p>
      ) : null}
      {uploaded ? (
        <p role="status" data-testid="board-bridge-uploaded">
          {t('bridge.uploaded')}
        </p>
      ) : null}
      {error ? (
        <div
          className="sd-alert sd-alert--error"
          role="alert"
          data-testid="board-bridge-error"
          data-code={error.code}
        >
          <p>{t(`bridge.errors.${error.code}`)}</p>
          {error.detail ? (
            <details>
              <summary>{t('bridge.details')}</summary>
              <code>{error.detail}</code>
            </details>
          ) : null}
        </div>
      ) : null}
      {missing && info.data ? (
        <details className="board-bridge__install" open>
          <summary>{t('bridge.install.title')}</summary>
          <p>
            <a href={info.data.download} download data-testid="board-bridge-download">
              {t('bridge.install.download')}
            </a>
          </p>
          <ol>
            {(t('bridge.install.steps', { returnObjects: true }) as string[]).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ) : null}
      {serialOpen ? (
        <div className="board-bridge__monitor">
          <h4 id="board-bridge-monitor">{t('bridge.monitor')}</h4>
          <pre
            className="board-bridge__log"
            aria-labelledby="board-bridge-monitor"
            aria-live="polite"
            tabIndex={0}
            data-testid="board-bridge-log"
          >
            {log || t('bridge.monitorEmpty')}
          </pre>
          <form
            className="board-bridge__send"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <label htmlFor="board-bridge-line" className="sd-visually-hidden">
              {t('bridge.sendLabel')}
            </label>
            <input
              id="board-bridge-line"
              className="sd-input"
              value={line}
              maxLength={4000}
              onChange={(e) => setLine(e.target.value)}
              data-testid="board-bridge-line"
            />
            <button
              type="submit"
              className="sd-btn sd-btn--secondary sd-btn--md"
              data-testid="board-bridge-send"
            >
              {t('bridge.send')}
            </button>
          </form>
        </div>
      ) : null}
    </section>
  );
}
