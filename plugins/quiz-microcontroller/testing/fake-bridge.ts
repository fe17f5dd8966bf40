import type { BridgePort, BridgeRuntime } from '../common/bridge/client.ts';
import {
  bridgeProtocolVersion,
  bridgeRequestSchema,
  type BridgeMessage,
  type BridgeRequest,
} from '../common/bridge/protocol.ts';

type Listener<T extends unknown[]> = (...args: T) => void;

/** How the fake extension and its board behave. */
export interface FakeBridgeOptions {
  /** The extension is installed and lets this site connect (default true). */
  installed?: boolean;
  /** It never answers (a stuck or outdated service worker). */
  silent?: boolean;
  /** The protocol version it speaks (default the page's). */
  version?: number;
  /** Opening the serial port fails with these words (another program holds it, say). */
  serialFails?: string;
  /** Uploads fail with these words (no bootloader answers). */
  uploadFails?: string;
  /** The learner closes the port chooser without choosing. */
  noPortChosen?: boolean;
  portName?: string;
}

/**
 * A fake of the bridge extension and a board behind it, speaking the bridge's message schema over
 * a `chrome.runtime`-shaped port: for the page client's tests. Requests are checked against the
 * schema (a malformed one fails the test); the board echoes what is sent on the serial line;
 * `unplug()` and `reload()` drop the serial port or the whole extension.
 */
export class FakeBridge implements BridgeRuntime {
  lastError?: { message?: string };
  /** Every request the page sent, parsed. */
  readonly requests: BridgeRequest[] = [];
  /** Programs uploaded, by board. */
  readonly uploads: { board: string; content: string }[] = [];
  /** Text written on the serial line. */
  readonly written: string[] = [];
  #toPage: Listener<[unknown]>[] = [];
  #onDisconnect: Listener<[]>[] = [];
  #serialOpen = false;
  #portChosen = false;

  readonly options: FakeBridgeOptions;

  constructor(options: FakeBridgeOptions = {}) {
    this.options = options;
  }

  connect(extensionId: string): BridgePort {
    if (!/^[a-p]{32}$/.test(extensionId)) throw new Error(`Invalid extension id: '${extensionId}'`);
    const port: BridgePort = {
      postMessage: (message) => this.#fromPage(message),
      onMessage: { addListener: (l) => void this.#toPage.push(l) },
      onDisconnect: { addListener: (l) => void this.#onDisconnect.push(l) },
      disconnect: () => {
        this.#toPage = [];
        this.#onDisconnect = [];
      },
    };
    if (this.options.installed === false)
      // Chrome opens the port, then closes it with this error when nothing listens.
      setTimeout(() => this.#drop('Could not establish connection. Receiving end does not exist.'), 5);
    return port;
  }

  /** The board's own serial output, as if it printed it. */
  print(text: string): void {
    if (this.#serialOpen) this.#send({ type: 'serial', data: text });
  }

  /** The board is unplugged: the serial line closes. */
  unplug(): void {
    this.#serialOpen = false;
    this.#portChosen = false;
    this.#send({ type: 'serial_closed' });
  }

  /** The extension is reloaded or removed: the page's port closes. */
  reload(): void {
    this.#drop('The extension was reloaded.');
  }

  /** Sends the page something that is not a bridge message. */
  garble(message: unknown): void {
    this.#send(message as BridgeMessage);
  }

  #drop(message: string): void {
    this.lastError = { message };
    for (const l of this.#onDisconnect) l();
    this.lastError = undefined;
    this.#toPage = [];
    this.#onDisconnect = [];
  }

  #send(message: BridgeMessage): void {
    // Asynchronous, as a real port is.
    setTimeout(() => {
      for (const l of this.#toPage) l(message);
    }, 1);
  }

  #fromPage(raw: unknown): void {
    const request = bridgeRequestSchema.parse(raw);
    this.requests.push(request);
    if (this.options.silent || this.options.installed === false) return;
    const reply = (fields: Partial<Extract<BridgeMessage, { type: 'reply' }>> = {}) =>
      this.#send({ type: 'reply', id: request.id, ok: true, ...fields });
    const refuse = (error: NonNullable<Extract<BridgeMessage, { type: 'reply' }>['error']>, detail: string) =>
      reply({ ok: false, error, detail });
    switch (request.op) {
      case 'connect':
        return reply({ version: this.options.version ?? bridgeProtocolVersion });
      case 'device':
        if (this.options.noPortChosen) return refuse('CONNECTED_FAILED', 'No port selected by the user.');
        this.#portChosen = true;
        return reply({ port: this.options.portName ?? 'Arduino Uno (ttyACM0)' });
      case 'serial_connect':
        if (!this.#portChosen) return refuse('CONNECTED_FAILED', 'No port chosen.');
        if (this.options.serialFails) return refuse('CONNECTED_FAILED', this.options.serialFails);
        this.#serialOpen = true;
        return reply();
      case 'send_data':
        if (!this.#serialOpen) return refuse('NOT_CONNECTED_SERIAL', 'The serial port is not open.');
        this.written.push(request.data);
        reply();
        // The board echoes the line.
        return this.print(request.data);
      case 'upload':
        if (!this.#portChosen) return refuse('UPLAOD_FAILED', 'No port chosen.');
        if (this.options.uploadFails) return refuse('UPLAOD_FAILED', this.options.uploadFails);
        for (const percent of [0, 50, 100]) this.#send({ type: 'progress', id: request.id, percent });
        this.uploads.push({ board: request.board, content: request.content });
        return reply();
      case 'disconnect':
        this.#serialOpen = false;
        this.#portChosen = false;
        return reply();
    }
  }
}
