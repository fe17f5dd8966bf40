import {
  bridgeMessageSchema,
  bridgeProtocolVersion,
  type BridgeBoard,
  type BridgeCall,
  type BridgeErrorCode,
  type BridgeMessage,
  type BridgeState,
} from './protocol.ts';

/** The part of a `chrome.runtime.Port` the client uses. */
export interface BridgePort {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

/** The part of `chrome.runtime` a web page sees when an extension lets it connect. */
export interface BridgeRuntime {
  connect(extensionId: string, info?: { name?: string }): BridgePort;
  /** Why the last call failed (set while a port's disconnect listener runs). */
  lastError?: { message?: string };
}

/** A bridge failure, by §8's code; `detail` keeps the browser's or the board's own words. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  readonly detail?: string;

  constructor(code: BridgeErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'BridgeError';
    this.code = code;
    this.detail = detail;
  }
}

/**
 * The runtime a page can reach the extension through, or why there is none: a browser without
 * `chrome` is not Chrome (NOT_CHROME); Chrome shows `chrome.runtime` to a page only while an
 * extension that lets this site connect is installed (EMPTY_CHROME otherwise).
 */
export function findRuntime(global: {
  chrome?: { runtime?: Partial<BridgeRuntime> };
}): BridgeRuntime | BridgeErrorCode {
  if (!global.chrome) return 'NOT_CHROME';
  const runtime = global.chrome.runtime;
  if (!runtime || typeof runtime.connect !== 'function') return 'EMPTY_CHROME';
  return runtime as BridgeRuntime;
}

export interface BridgeClientOptions {
  extensionId: string;
  runtime: BridgeRuntime | BridgeErrorCode;
  onState?: (state: BridgeState) => void;
  /** Text the board wrote on the serial line. */
  onSerial?: (text: string) => void;
  /** The serial port went (unplugged, or the extension closed it). */
  onSerialClosed?: () => void;
  /** Milliseconds the extension has to answer `connect` (default 3,000). */
  connectTimeoutMs?: number;
  /** Milliseconds for other requests (default 120,000: choosing a port waits for the learner, an upload takes a while). */
  requestTimeoutMs?: number;
}

interface Pending {
  resolve: (reply: Extract<BridgeMessage, { type: 'reply' }>) => void;
  reject: (error: BridgeError) => void;
  onProgress?: (percent: number) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** Which §8 code a failed operation gets when the extension did not name one. */
const failureOf: Partial<Record<BridgeCall['op'], BridgeErrorCode>> = {
  serial_connect: 'CONNECTED_FAILED',
  upload: 'UPLAOD_FAILED',
};

/**
 * A page's side of the board bridge (§4): the states DISCONNECTED → CONNECTING → CONNECTED →
 * DISCONNECTING → DISCONNECTED and the operations connect, device, serial_connect, send_data,
 * upload and disconnect over one `chrome.runtime` port to the extension. Every failure is a
 * {@link BridgeError} with §8's code; messages that do not match the schema are dropped.
 */
export class BridgeClient {
  #state: BridgeState = 'DISCONNECTED';
  #port: BridgePort | null = null;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #serialOpen = false;
  #device: string | null = null;

  readonly options: BridgeClientOptions;

  constructor(options: BridgeClientOptions) {
    this.options = options;
  }

  get state(): BridgeState {
    return this.#state;
  }
  /** The serial line to the board is open. */
  get serialOpen(): boolean {
    return this.#serialOpen;
  }
  /** The port the learner chose, by its name. */
  get device(): string | null {
    return this.#device;
  }

  /** Reaches the extension; resolves once it answered (CONNECTED). */
  async connect(): Promise<void> {
    const { runtime, extensionId } = this.options;
    if (this.#state === 'CONNECTED') return;
    if (typeof runtime === 'string') throw new BridgeError(runtime);
    if (!extensionId) throw new BridgeError('EMPTY_EXTENSION_ID');
    this.#setState('CONNECTING');
    let port: BridgePort;
    try {
      port = runtime.connect(extensionId, { name: 'seodang-bridge' });
    } catch (error) {
      this.#setState('DISCONNECTED');
      throw new BridgeError('NOT_INSTALLED_EXTENSION', (error as Error).message);
    }
    this.#port = port;
    port.onMessage.addListener((raw) => this.#receive(port, raw));
    port.onDisconnect.addListener(() => this.#dropped(port, runtime.lastError?.message));
    try {
      const reply = await this.#request(
        { op: 'connect', version: bridgeProtocolVersion },
        this.options.connectTimeoutMs ?? 3000,
      );
      if (reply.version !== undefined && reply.version !== bridgeProtocolVersion)
        throw new BridgeError('NOT_CONNECTED_EXTENSION', `extension protocol ${reply.version}`);
      this.#setState('CONNECTED');
    } catch (error) {
      this.#close();
      throw error;
    }
  }

  /** Asks the learner, in the extension's page, to choose the board's serial port; answers its name. */
  async chooseDevice(): Promise<string> {
    const reply = await this.#call({ op: 'device' });
    this.#device = reply.port ?? '';
    return this.#device;
  }

  /** Opens the serial line to the chosen board. */
  async serialConnect(baudRate = 9600): Promise<void> {
    await this.#call({ op: 'serial_connect', baudRate });
    this.#serialOpen = true;
  }

  /** Writes text on the serial line. */
  async send(data: string): Promise<void> {
    if (this.#state !== 'CONNECTED') throw new BridgeError('NOT_CONNECTED_EXTENSION');
    if (!this.#serialOpen) throw new BridgeError('NOT_CONNECTED_SERIAL');
    await this.#call({ op: 'send_data', data });
  }

  /** Uploads a program (an Uno's hex, a micro:bit's main.py); `onProgress` hears 0–100. */
  async upload(board: BridgeBoard, content: string, onProgress?: (percent: number) => void): Promise<void> {
    await this.#call({ op: 'upload', board, content }, onProgress);
  }

  /** Closes the line and the port to the extension (DISCONNECTING, then DISCONNECTED). */
  async disconnect(): Promise<void> {
    if (!this.#port) return;
    this.#setState('DISCONNECTING');
    try {
      await this.#request({ op: 'disconnect' }, this.options.connectTimeoutMs ?? 3000);
    } catch {
      // Going anyway: the port closes below whatever the extension said.
    }
    this.#close();
  }

  async #call(call: BridgeCall, onProgress?: (percent: number) => void) {
    if (this.#state !== 'CONNECTED') throw new BridgeError('NOT_CONNECTED_EXTENSION');
    return this.#request(call, this.options.requestTimeoutMs ?? 120_000, onProgress);
  }

  #request(
    call: BridgeCall,
    timeoutMs: number,
    onProgress?: (percent: number) => void,
  ): Promise<Extract<BridgeMessage, { type: 'reply' }>> {
    const port = this.#port;
    if (!port) return Promise.reject(new BridgeError('NOT_CONNECTED_EXTENSION'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new BridgeError(failureOf[call.op] ?? 'NOT_CONNECTED_EXTENSION', `no answer to ${call.op}`));
      }, timeoutMs);
      this.#pending.set(id, {
        timer,
        onProgress,
        resolve: (reply) => {
          if (reply.ok) return resolve(reply);
          reject(
            new BridgeError(reply.error ?? failureOf[call.op] ?? 'NOT_CONNECTED_EXTENSION', reply.detail),
          );
        },
        reject,
      });
      try {
        port.postMessage({ ...call, id });
      } catch (error) {
        this.#settle(id)?.reject(new BridgeError('NOT_CONNECTED_EXTENSION', (error as Error).message));
      }
    });
  }

  #receive(port: BridgePort, raw: unknown): void {
    if (port !== this.#port) return;
    const parsed = bridgeMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'reply') this.#settle(message.id)?.resolve(message);
    else if (message.type === 'progress') this.#pending.get(message.id)?.onProgress?.(message.percent);
    else if (message.type === 'serial') this.options.onSerial?.(message.data);
    else if (message.type === 'serial_closed') {
      this.#serialOpen = false;
      this.options.onSerialClosed?.();
    }
  }

  /** The port closed under us: an extension that never answered is not installed (or not for this site). */
  #dropped(port: BridgePort, reason?: string): void {
    if (port !== this.#port) return;
    const code: BridgeErrorCode =
      this.#state === 'CONNECTING' ? 'NOT_INSTALLED_EXTENSION' : 'NOT_CONNECTED_EXTENSION';
    for (const id of [...this.#pending.keys()]) this.#settle(id)?.reject(new BridgeError(code, reason));
    this.#port = null;
    this.#close();
  }

  #settle(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    if (!pending) return undefined;
    clearTimeout(pending.timer);
    this.#pending.delete(id);
    return pending;
  }

  #close(): void {
    const port = this.#port;
    this.#port = null;
    for (const id of [...this.#pending.keys()])
      this.#settle(id)?.reject(new BridgeError('NOT_CONNECTED_EXTENSION', 'disconnected'));
    try {
      port?.disconnect();
    } catch {
      // Already gone.
    }
    if (this.#serialOpen) this.options.onSerialClosed?.();
    this.#serialOpen = false;
    this.#device = null;
    this.#setState('DISCONNECTED');
  }

  #setState(state: BridgeState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.options.onState?.(state);
  }
}
