import { burstLimits } from '../quota/bursts.ts';

/**
 * The provider refusing the deployment's key (a 401/403, kind `auth`), kept in Redis with its time
 * so every core instance's admin screen reports it; the next answered call clears it.
 */
const keyOf = () => `${burstLimits().prefix}ai:key-refused`;

/** Notes that the provider refused the key now (best effort: the learner's error comes first). */
export async function noteKeyRefused(now = new Date()): Promise<void> {
  await burstLimits()
    .redis.set(keyOf(), now.toISOString())
    .catch(() => undefined);
}

/** The provider answered: the key works again. */
export async function noteKeyAccepted(): Promise<void> {
  await burstLimits()
    .redis.del(keyOf())
    .catch(() => undefined);
}

/** When the provider last refused the key (ISO time), or null when its last call was answered. */
export async function keyRefusedSince(): Promise<string | null> {
  return burstLimits()
    .redis.get(keyOf())
    .catch(() => null);
}
