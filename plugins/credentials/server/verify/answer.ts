import type { RequestContext } from '@seodang/sdk';
import type { VerifyAnswer } from '../../common/index.ts';
import type { VerifyResult } from './verify.ts';

/** A verification as the API answers it, its state in the reader's language. */
export function verifyAnswer(rc: RequestContext, result: VerifyResult): VerifyAnswer {
  return {
    state: result.state,
    checks: result.checks,
    // An invalid credential's claims are nobody's word: they are not repeated back.
    credential: result.state === 'invalid' ? null : (result.credential ?? null),
    revocation: result.revocation ?? null,
    message: rc.t(`credentials.state.${result.state}`),
  };
}
