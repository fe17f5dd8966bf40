import { z } from 'zod';
import type { PluginManifest } from '@seodang/sdk';

const id = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a kebab-case id');

/** The `seodang` field of a plugin's package.json. */
export const manifestSchema = z.object({
  id,
  apiVersion: z.literal(1, { message: 'this core supports apiVersion 1' }),
  requires: z.array(id).default([]),
  optional: z.array(id).default([]),
  services: z.array(z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'service keys are UPPER_CASE')).default([]),
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
  return parsed.data;
}
