import type { AssistLastResult } from '../../common/assist-slots.ts';
import type { Submission } from '../api.ts';

/** Outcomes that are not a failure to explain: right, or waiting for a grade nobody can see yet. */
const notFailing = new Set(['RIGHT', 'HIDDEN', 'MANUAL', 'PENDING']);
const kinds = new Set<string>(['run', 'test', 'submit']);

/** A finished run, test or submission as the assist slots receive it, or null while pending. */
export function assistResultOf(s: Submission | null): AssistLastResult | null {
  if (!s || s.status === 'pending' || !kinds.has(s.kind)) return null;
  const verdict = s.status === 'error' ? 'ERROR' : s.outcome;
  return {
    kind: s.kind as AssistLastResult['kind'],
    submissionIndex: s.index,
    verdict,
    failing: !notFailing.has(verdict),
  };
}
