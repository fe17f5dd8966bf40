import { useEffect, useState } from 'react';
import { api } from '@seodang/sdk/web';
import type { levelVerificationNames } from '@seodang/plugin-assessment/common';

/** A verification's name (NOT_VERIFIED, VERIFIED, NEED_REVERIFICATION, VERIFICATION_FAILED). */
export type VerificationName = (typeof levelVerificationNames)[keyof typeof levelVerificationNames];

/**
 * Each examinee's level verification by user id when the exam is a level test; null for a plain
 * exam (or while loading, or when it could not be read: the list works without it). Asked again
 * when `version` changes: the caller passes what can change it (who has finished).
 */
export function useLevelVerifications(
  examIndex: number,
  version: string,
): Map<number, VerificationName> | null {
  const [byUser, setByUser] = useState<Map<number, VerificationName> | null>(null);
  useEffect(() => {
    let current = true;
    void api
      .get<{ data: { list: { userId: number; verification: { name: VerificationName } }[] } | null }>(
        `/api/exam/${examIndex}/level-test`,
      )
      .then((r) => {
        if (current)
          setByUser(r.data ? new Map(r.data.list.map((v) => [v.userId, v.verification.name])) : null);
      })
      .catch(() => {
        if (current) setByUser(null);
      });
    return () => {
      current = false;
    };
  }, [examIndex, version]);
  return byUser;
}
