/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry evicted first).
 * For data read on hot paths; pair it with an every-instance event so a write in one core
 * instance clears the copies in all of them (see `env.on(..., { everyInstance: true })`).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: V }>();
  private readonly ttlMs: number;
  private readonly max: number;
  constructor(options: { ttlMs: number; max?: number }) {
    this.ttlMs = options.ttlMs;
    this.max = options.max ?? 1000;
  }

  get(key: K, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** Returns the cached value or computes, stores and returns it. */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }

  /** Drops the entries the predicate selects (all of them without one). */
  clear(predicate?: (key: K, value: V) => boolean): void {
    if (!predicate) return this.entries.clear();
    for (const [key, { value }] of this.entries) if (predicate(key, value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
