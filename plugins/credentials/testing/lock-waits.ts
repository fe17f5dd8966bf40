import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from '@seodang/sdk';
import { revokeCredential } from '../server/issue.ts';

/**
 * Polls until another connection waits for a lock that `trx` holds (true), or until `settled`
 * says the work that might have waited finished without waiting (false).
 */
export async function waitForBlocked(
  db: Knex,
  trx: Knex.Transaction,
  settled: () => boolean,
): Promise<boolean> {
  const pid = ((await trx.raw('select pg_backend_pid() as pid')) as { rows: { pid: number }[] }).rows[0]!.pid;
  for (;;) {
    const { rows } = (await db.raw(
      'select count(*)::int as n from pg_stat_activity where ? = any(pg_blocking_pids(pid))',
      [pid],
    )) as { rows: { n: number }[] };
    if (rows[0]!.n > 0) return true;
    if (settled()) return false;
    await sleep(10);
  }
}

/** A revocation of a certificate under way: its credential's row is updated and stays locked until `commit`. */
export interface RevocationUnderWay {
  trx: Knex.Transaction;
  commit(): Promise<unknown>;
}

/** Starts revoking the certificate `certId` in a transaction left open for the caller to commit. */
export async function revocationUnderWay(
  db: Knex,
  certId: string,
  reason = '오류',
): Promise<RevocationUnderWay> {
  const trx = await db.transaction();
  const cert = (await trx('certificates').where({ cert_id: certId }).first('credential_id')) as
    { credential_id: number } | undefined;
  if (!cert || !(await revokeCredential(trx, cert.credential_id, { userId: null, reason }))) {
    await trx.rollback();
    throw new Error(`certificate ${certId} is not there or already revoked`);
  }
  return { trx, commit: () => trx.commit() };
}
