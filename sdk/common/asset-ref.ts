import { z } from 'zod';

/** A lower-case hex SHA-256, the name of a quiz asset. */
export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * How a quiz definition or an answer points at an uploaded quiz asset: an object `{ $asset: sha256 }`
 * anywhere in its JSON. The workspace finds references by this one field, so a definition that
 * names a missing asset is refused and an asset nobody names is deleted after 24 hours.
 */
export const assetRefSchema = z.object({ $asset: sha256Schema }).strict();
export type AssetRef = z.infer<typeof assetRefSchema>;

/** A reference to the asset with this SHA-256. */
export const assetRef = (sha256: string): AssetRef => ({ $asset: sha256 });

/** Every asset a JSON value references (each once, in the order first met). */
export function assetRefsOf(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown, depth: number): void => {
    if (depth > 64 || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1);
      return;
    }
    const ref = (v as Record<string, unknown>).$asset;
    if (typeof ref === 'string' && sha256Schema.safeParse(ref).success) found.add(ref);
    for (const item of Object.values(v)) walk(item, depth + 1);
  };
  walk(value, 0);
  return [...found];
}

/** A quiz type's asset cap when it declares none (`assetMaxBytes`): 10 MiB. */
export const defaultAssetMaxBytes = 10 * 1024 * 1024;
/** The largest asset any quiz type may allow: 50 MiB. */
export const assetMaxBytesLimit = 50 * 1024 * 1024;
