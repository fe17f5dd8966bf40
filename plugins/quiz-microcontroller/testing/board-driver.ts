import type { SerialDriver } from '../common/bridge/host.ts';
import type { SerialLink } from '../common/bridge/serial-link.ts';

/**
 * A serial driver over a simulated board's line (`SimulatedUno`, `SimulatedMicrobit`), as Web
 * Serial is one over a real board's: the port chooser answers `name` (null: the learner chose
 * none), DTR low resets the board, and while open what the board sends arrives through `onData`.
 */
export class BoardDriver implements SerialDriver {
  onData: ((bytes: Uint8Array) => void) | null = null;
  onLost: (() => void) | null = null;
  /** The baud rates the port was opened at, in order. */
  readonly opened: number[] = [];
  /** Opening fails with this message (another program holds the port). */
  openFails: string | null = null;
  private open_ = false;
  private readonly board: { link: SerialLink };
  private readonly name: string | null;

  constructor(board: { link: SerialLink }, name: string | null = 'USB Serial (ttyACM0)') {
    this.board = board;
    this.name = name;
  }

  async choose(): Promise<string | null> {
    return this.name;
  }

  async open(baudRate: number): Promise<void> {
    if (this.openFails) throw new Error(this.openFails);
    if (this.open_) throw new Error('The port is already open.');
    this.open_ = true;
    this.opened.push(baudRate);
    void this.pump();
  }

  async close(): Promise<void> {
    this.open_ = false;
  }

  async write(bytes: Uint8Array): Promise<void> {
    if (!this.open_) throw new Error('The port is closed.');
    await this.board.link.write(bytes);
  }

  async setSignals(on: boolean): Promise<void> {
    if (!on) await this.board.link.reset();
  }

  /** The cable is pulled. */
  unplug(): void {
    this.open_ = false;
    this.onLost?.();
  }

  private async pump(): Promise<void> {
    while (this.open_) {
      const bytes = await this.board.link.read(1, 20).catch(() => null);
      if (bytes && this.open_) this.onData?.(bytes);
    }
  }
}
