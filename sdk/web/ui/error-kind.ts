import { isApiError } from '../api/api-error.ts';

/**
 * What kind of failure an error is, for the state that explains it: the API refused (401/403),
 * found nothing (404), or something that trying again may fix.
 */
export function errorKind(error: unknown): 'denied' | 'missing' | 'other' {
  if (!isApiError(error)) return 'other';
  if (error.status === 401 || error.status === 403) return 'denied';
  if (error.status === 404) return 'missing';
  return 'other';
}
