/**
 * A serial line as the uploaders see it: the bridge extension's Web Serial port, or a simulated
 * board in the tests. Plain TypeScript with no imports, so the extension runs the same file.
 */
export interface SerialLink {
  /** Writes bytes on the line. */
  write(bytes: Uint8Array): Promise<void>;
  /**
   * The next `count` bytes the board sends; rejects once `timeoutMs` passes first (the bytes that
   * did arrive stay for the next read).
   */
  read(count: number, timeoutMs: number): Promise<Uint8Array>;
  /** Throws away whatever arrived and was not read yet. */
  drain(): void;
  /** Pulses DTR and RTS low and high again: an Uno's auto-reset, which starts its bootloader. */
  reset(): Promise<void>;
}

/** A byte queue that a link's `read` waits on: what a Web Serial reader or a simulated board pushes. */
export class ByteQueue {
  private bytes: number[] = [];
  private waiter: (() => void) | null = null;

  push(data: ArrayLike<number>): void {
    for (let i = 0; i < data.length; i++) this.bytes.push(data[i]);
    this.waiter?.();
  }

  drain(): void {
    this.bytes = [];
  }

  async read(count: number, timeoutMs: number): Promise<Uint8Array> {
    const deadline = Date.now() + timeoutMs;
    while (this.bytes.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${count} bytes (got ${this.bytes.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.waiter = null;
          resolve();
        }, left);
        this.waiter = () => {
          clearTimeout(timer);
          this.waiter = null;
          resolve();
        };
      });
    }
    return Uint8Array.from(this.bytes.splice(0, count));
  }
}
