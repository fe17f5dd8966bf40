import { readFileSync } from 'node:fs';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';

// 1EdTech's AchievementCredential schema (the required core, in common/schema/), compiled once.
const schema = JSON.parse(
  readFileSync(new URL('../../common/schema/achievement-credential.schema.json', import.meta.url), 'utf8'),
) as object;
const ajv = new Ajv2019({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(schema);

/** The schema's complaints about a credential (none: it conforms). */
export function schemaErrors(credential: unknown): string[] {
  if (validate(credential)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
}
