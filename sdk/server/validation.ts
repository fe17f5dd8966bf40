import type { ZodError, z } from 'zod';
import { AppError } from './errors.ts';

/** A catalogue key: `namespace.name(.more)`. */
const keyPattern = /^[a-z][\w-]*(\.[\w-]+)+$/;

/**
 * The message key and params for one zod issue. A message that is a catalogue key (a plugin's
 * own, registered with `env.messages`) or a literal text of the spec passes through; zod's own
 * issues become the shared `validation.*` keys, so every language says them.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue): { key: string; params: Record<string, unknown> } {
  if (keyPattern.test(issue.message) || /[^\u0020-\u007e]/.test(issue.message))
    return { key: issue.message, params: {} };
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined)
    return { key: 'validation.required', params: {} };
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return { key: 'validation.tooShort', params: { min: issue.minimum } };
    if (issue.origin === 'array' || issue.origin === 'set')
      return { key: 'validation.tooFew', params: { min: issue.minimum } };
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
      return { key: 'validation.min', params: { min: issue.minimum } };
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return { key: 'validation.tooLong', params: { max: issue.maximum } };
    if (issue.origin === 'array' || issue.origin === 'set')
      return { key: 'validation.tooMany', params: { max: issue.maximum } };
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
      return { key: 'validation.max', params: { max: issue.maximum } };
  }
  return { key: 'validation.invalid', params: {} };
}

/**
 * A zod failure as the expected-error shape (400): the first issue is the message, every issue is
 * listed in `fields` with its path under `where` ('body', 'query', 'definition', …).
 */
export function validationError(error: ZodError, where: string, code = 'validation'): AppError {
  const fields = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    ...zodIssueMessage(issue),
  }));
  return new AppError(400, code, fields[0]?.key ?? 'error.validation', fields[0]?.params ?? {}, fields);
}
