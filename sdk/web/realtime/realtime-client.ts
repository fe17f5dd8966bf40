import { backoffDelay, defaultBackoff, type BackoffOptions } from './backoff.ts';
import { parseServerMessage, type ClientMessage } from './messages.ts';

/** The part of WebSocket the client uses (lets tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export type RealtimeListener = (event: string, data: unknown) => void;
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface RealtimeOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  heartbeatMs?: number;
  /** How long to wait for a pong before treating the connection as dead. */
  pongTimeoutMs?: number;
  backoff?: BackoffOptions;
  random?: () => number;
}

const OPEN = 1;

/**
 * One WebSocket for the whole page. Topics are reference-counted; the socket opens on the
 * first subscription, pings to stay alive, reconnects with backoff, resubscribes, and then
 * tells `onResync` listeners so screens refetch what they may have missed.
 */
export class RealtimeClient {
  #options: Required<Omit<RealtimeOptions, 'createSocket'>> & Pick<RealtimeOptions, 'createSocket'>;
  #socket: SocketLike | null = null;
  #topics = new Map<string, Set<RealtimeListener>>();
  #resync = new Set<() => void>();
  #statusListeners = new Set<(status: RealtimeStatus) => void>();
  #errorListeners = new Set<(code: string, topic?: string) => void>();
  #attempt = 0;
  #everOpened = false;
  #closedByUser = false;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  #pongTimer: ReturnType<typeof setTimeout> | null = null;
  status: RealtimeStatus = 'idle';

  constructor(options: RealtimeOptions) {
    this.#options = {
      heartbeatMs: 25_000,
      pongTimeoutMs: 10_000,
      backoff: defaultBackoff,
      random: Math.random,
      ...options,
    };
  }

  /** Listens to a topic; returns the unsubscribe function. */
  subscribe(topic: string, listener: RealtimeListener): () => void {
    let listeners = this.#topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.#topics.set(topic, listeners);
      this.#send({ type: 'subscribe', topic });
    }
    listeners.add(listener);
    this.#ensureConnected();
    return () => {
      const set = this.#topics.get(topic);
      if (!set) return;
      set.delete(listener);
      if (set.size === 0) {
        this.#topics.delete(topic);
        this.#send({ type: 'unsubscribe', topic });
      }
    };
  }

  /** Called after a reconnect has resubscribed every topic. */
  onResync(listener: () => void): () => void {
    this.#resync.add(listener);
    return () => this.#resync.delete(listener);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  /** Server refusals, e.g. a subscription the policy denies. */
  onError(listener: (code: string, topic?: string) => void): () => void {
    this.#errorListeners.add(listener);
    return () => this.#errorListeners.delete(listener);
  }

  /** Closes for good (page teardown). */
  close(): void {
    this.#closedByUser = true;
    this.#clearTimers();
    this.#socket?.close();
    this.#socket = null;
    this.#setStatus('closed');
  }

  #ensureConnected(): void {
    if (this.#socket || this.#reconnectTimer || this.#closedByUser) return;
    this.#connect();
  }

  #connect(): void {
    this.#reconnectTimer = null;
    this.#setStatus(this.#everOpened ? 'reconnecting' : 'connecting');
    const create =
      this.#options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create(this.#options.url);
    this.#socket = socket;
    socket.onopen = () => {
      const isReconnect = this.#everOpened;
      this.#everOpened = true;
      this.#attempt = 0;
      this.#setStatus('open');
      for (const topic of this.#topics.keys()) this.#send({ type: 'subscribe', topic });
      this.#startHeartbeat();
      if (isReconnect) for (const fn of this.#resync) fn();
    };
    socket.onmessage = (ev) => this.#handle(ev.data);
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#clearTimers();
      if (this.#closedByUser) return;
      this.#setStatus('reconnecting');
      const delay = backoffDelay(this.#attempt++, this.#options.backoff, this.#options.random);
      this.#reconnectTimer = setTimeout(() => this.#connect(), delay);
    };
  }

  #handle(raw: unknown): void {
    const msg = parseServerMessage(raw);
    if (!msg) return;
    if (msg.type === 'pong') {
      if (this.#pongTimer) clearTimeout(this.#pongTimer);
      this.#pongTimer = null;
    } else if (msg.type === 'event') {
      for (const listener of this.#topics.get(msg.topic) ?? []) listener(msg.event, msg.data);
    } else if (msg.type === 'error') {
      for (const listener of this.#errorListeners) listener(msg.code, msg.topic);
    }
  }

  #startHeartbeat(): void {
    this.#heartbeatTimer = setInterval(() => {
      this.#send({ type: 'ping' });
      if (!this.#pongTimer) {
        // No pong in time: the connection is dead even if the socket has not noticed.
        this.#pongTimer = setTimeout(() => this.#socket?.close(), this.#options.pongTimeoutMs);
      }
    }, this.#options.heartbeatMs);
  }

  #clearTimers(): void {
    if (this.#heartbeatTimer) clearInterval(this.#heartbeatTimer);
    if (this.#pongTimer) clearTimeout(this.#pongTimer);
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    this.#heartbeatTimer = this.#pongTimer = this.#reconnectTimer = null;
  }

  #send(message: ClientMessage): void {
    if (this.#socket && this.#socket.readyState === OPEN) this.#socket.send(JSON.stringify(message));
  }

  #setStatus(status: RealtimeStatus): void {
    this.status = status;
    for (const listener of this.#statusListeners) listener(status);
  }
}

/** The page's realtime URL (same host, ws or wss). */
export function realtimeUrl(loc: { protocol: string; host: string } = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/realtime`;
}
