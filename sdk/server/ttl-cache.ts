/**
 * A small in-process cache with a time-to-live and a size bound (oldest entry evicted first).
 * For data read on hot paths; pair it with an every-instance event so a write in one core
 * instance clears the copies in all of them (see `env.on(..., { everyInstance: true })`).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: V }>();
  /** Loads under way, so concurrent misses of one key share one load (no stampede). */
  private readonly loading = new Map<K, { generation: number; promise: Promise<V> }>();
  /** Bumped by `clear`: a load that started before a clear must not store its (stale) value. */
  private generation = 0;
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

  /**
   * Returns the cached value or computes, stores and returns it. Concurrent callers of a missing
   * key share one load; a failed load is not cached.
   */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) return pending.promise;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        if (generation === this.generation) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, { generation, promise });
    return promise;
  }

  /**
   * The values of these keys: the fresh ones from the cache, the others from one call of
   * `loadMissing` (keys it leaves out stay absent), stored unless a `clear` came meanwhile.
   */
  async getOrLoadMany(keys: K[], loadMissing: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const hit = this.get(key);
      if (hit === undefined) missing.push(key);
      else found.set(key, hit);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await loadMissing(missing);
    for (const [key, value] of loaded) {
      if (generation === this.generation) this.set(key, value);
      found.set(key, value);
    }
    return found;
  }

  /** Drops the entries the predicate selects (all of them without one). */
  clear(predicate?: (key: K, value: V) => boolean): void {
    // Loads already running may have read the data before the change: they are not stored.
    this.generation++;
    if (!predicate) return this.entries.clear();
    for (const [key, { value }] of this.entries) if (predicate(key, value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
