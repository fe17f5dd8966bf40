import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Host pages: a plugin's static HTML pages (`seodang.web.static` in its package.json, built by
 * scripts/build-web.ts into `/plugins/<id>-static/`), served with `Content-Security-Policy:
 * sandbox allow-scripts` and framed with `sandbox="allow-scripts"`: an opaque origin, so what runs
 * there (a learner's program, a library that needs eval) cannot reach the app's API or cookies.
 *
 * The frame and the page talk by postMessage in an envelope `{ seodangHost: 1, ready?: true,
 * data?: … }`: the frame says `ready` once, then sends data; the page sends data.
 */
export const HOST_ENVELOPE = 'seodangHost';

/** The path of a plugin's host page: `/plugins/<pluginId>-static/<file>`. */
export function hostPagePath(pluginId: string, file: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(pluginId)) throw new Error(`bad plugin id ${pluginId}`);
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(file)) throw new Error(`bad host page ${file}`);
  return `/plugins/${pluginId}-static/${file}`;
}

/** What the page makes of one message event: the frame's `ready`, its data, or null (ignored). */
export type HostMessage<In> = { kind: 'ready' } | { kind: 'data'; data: In };

/**
 * Checks one message event: only from `frame` (that very window, not another frame or tab), only
 * in the envelope, and its data only when `parse` accepts it (returns the typed value, or null).
 */
export function readHostMessage<In>(
  event: { source: unknown; data: unknown },
  frame: unknown,
  parse: (data: unknown) => In | null,
): HostMessage<In> | null {
  if (!frame || event.source !== frame) return null;
  const envelope = event.data;
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) return null;
  const e = envelope as Record<string, unknown>;
  if (e[HOST_ENVELOPE] !== 1) return null;
  if (e.ready === true && !('data' in e)) return { kind: 'ready' };
  if (!('data' in e)) return null;
  let data: In | null;
  try {
    data = parse(e.data);
  } catch {
    data = null;
  }
  return data === null ? null : { kind: 'data', data };
}

/** The state of a host frame: loading until the frame says ready, failed after the timeout. */
export type HostFrameStatus = 'loading' | 'ready' | 'failed';

/** §9's script load timeout. */
export const HOST_FRAME_TIMEOUT_MS = 120_000;

/**
 * A host page in an iframe, with a typed, source-checked channel. Render
 * `<iframe key={attempt} ref={frameRef} src={src} sandbox="allow-scripts" title=… />`; while
 * `status` is 'failed' show 'Initialization failed.' (§8) and a button calling `retry` (which
 * loads the frame anew). `onMessage` gets each accepted data message; `send` posts to the frame
 * (only once it is ready; false otherwise).
 */
export function useHostFrame<In, Out>(
  src: string,
  options: {
    parse: (data: unknown) => In | null;
    onMessage: (data: In) => void;
    timeoutMs?: number;
  },
) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [status, setStatus] = useState<HostFrameStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(options);
  latest.current = options;
  const timeoutMs = options.timeoutMs ?? HOST_FRAME_TIMEOUT_MS;

  useEffect(() => {
    setStatus('loading');
    let ready = false;
    const timer = window.setTimeout(() => {
      if (!ready) setStatus('failed');
    }, timeoutMs);
    const listener = (event: MessageEvent) => {
      const message = readHostMessage(event, frameRef.current?.contentWindow, latest.current.parse);
      if (!message) return;
      if (message.kind === 'ready') {
        ready = true;
        window.clearTimeout(timer);
        setStatus('ready');
      } else if (ready) latest.current.onMessage(message.data);
    };
    window.addEventListener('message', listener);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', listener);
    };
  }, [src, attempt, timeoutMs]);

  const send = useCallback(
    (data: Out): boolean => {
      const target = frameRef.current?.contentWindow;
      if (status !== 'ready' || !target) return false;
      // The frame's origin is opaque, so no target origin can name it; the frame checks the source.
      target.postMessage({ [HOST_ENVELOPE]: 1, data }, '*');
      return true;
    },
    [status],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { frameRef, src, status, attempt, send, retry };
}
