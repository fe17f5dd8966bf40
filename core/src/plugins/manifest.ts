import { z } from 'zod';
import type { PluginManifest } from '@seodang/sdk';

const id = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a kebab-case id');
const serviceKey = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'service keys are UPPER_CASE');

/** The `seodang` field of a plugin's package.json. */
export const manifestSchema = z.object({
  id,
  apiVersion: z.literal(1, { message: 'this core supports apiVersion 1' }),
  requires: z.array(id).default([]),
  optional: z.array(id).default([]),
  // A key alone starts on in every channel; `{ key, defaultEnabled: false }` starts off until a
  // channel admin turns it on (a service that sends learners' work to a third party, say).
  services: z
    .array(z.union([serviceKey, z.object({ key: serviceKey, defaultEnabled: z.boolean().default(true) })]))
    .default([]),
});

/** Validates a manifest; the error names the plugin and each bad field. */
export function parseManifest(raw: unknown, source: string): PluginManifest {
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(manifest)'}: ${i.message}`)
      .join('; ');
    throw new Error(`Invalid plugin manifest in ${source}: ${issues}`);
  }
  const { services, ...rest } = parsed.data;
  return {
    ...rest,
    services: services.map((s) => (typeof s === 'string' ? s : s.key)),
    servicesOffByDefault: services.flatMap((s) =>
      typeof s !== 'string' && !s.defaultEnabled ? [s.key] : [],
    ),
  };
}
