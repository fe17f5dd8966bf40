import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** One zod issue as react-hook-form wants it. */
interface Issue {
  path: PropertyKey[];
  message: string;
  code: string;
}

/** Turns zod issues into react-hook-form's nested errors (first issue per field wins). */
export function issuesToFieldErrors(issues: readonly Issue[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.length ? issue.path.map(String) : ['root'];
    let node = errors;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    const leaf = path[path.length - 1];
    if (!node[leaf]) node[leaf] = { type: issue.code, message: issue.message };
  }
  return errors;
}

/**
 * A react-hook-form resolver over a zod schema: values come back parsed (trimmed, optional
 * blanks removed), errors carry the schema's message keys.
 */
export function zodResolver<TSchema extends z.ZodType>(schema: TSchema) {
  return async (values: FieldValues): Promise<ResolverResult<FieldValues>> => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    return { values: {}, errors: issuesToFieldErrors(result.error.issues) as FieldErrors };
  };
}
