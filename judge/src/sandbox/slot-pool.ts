/** A fixed set of reusable slots handed out one run at a time, first come first served. */
export class SlotPool<T> {
  private readonly free: T[];
  private readonly all: Set<T>;
  private readonly waiting: Array<(slot: T) => void> = [];

  constructor(slots: T[]) {
    this.free = [...slots];
    this.all = new Set(slots);
  }

  /** Resolves with a free slot, waiting when all are busy. */
  acquire(): Promise<T> {
    const slot = this.free.pop();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.all.size === 0) return Promise.reject(new Error('no sandbox slot is usable'));
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Returns a slot after a clean run. */
  release(slot: T): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }

  /** Takes a slot out of service (something of its run could not be cleaned up). */
  retire(slot: T): void {
    this.all.delete(slot);
  }

  /**
   * Runs `fn` in a slot: the slot goes back to the pool after a clean run, and out of service
   * when the run threw (something of it may not have been cleaned up).
   */
  async run<R>(fn: (slot: T) => Promise<R>): Promise<R> {
    const slot = await this.acquire();
    let healthy = false;
    try {
      const result = await fn(slot);
      healthy = true;
      return result;
    } finally {
      if (healthy) this.release(slot);
      else this.retire(slot);
    }
  }

  /** Waits for every slot in service to be free and returns them. */
  async drain(): Promise<T[]> {
    while (this.free.length < this.all.size) await new Promise((r) => setTimeout(r, 10));
    return [...this.free];
  }

  /** Slots in service. */
  get size(): number {
    return this.all.size;
  }
}
