import { randomBytes } from 'node:crypto';

/**
 * Wraps untrusted text (the learner's code, a statement, a verdict) between two lines carrying a
 * boundary drawn at random for this request, so nothing inside can close the fence and speak to
 * the model as the instructions do.
 */
export function fence(label: string, text: string): string {
  let boundary: string;
  do boundary = `BOUNDARY-${randomBytes(12).toString('base64url')}`;
  while (text.includes(boundary));
  return `<<<${boundary} ${label}>>>\n${text}\n<<<${boundary} END>>>`;
}
