import type { Knex } from 'knex';

/**
 * Runs `fn` once the work done with `db` is committed: at once outside a transaction, after the
 * root transaction's commit inside one (a savepoint commits only with it), never on a rollback.
 */
export function afterCommit(db: Knex, fn: () => Promise<void> | void): Promise<void> | void {
  if (!db.isTransaction) return fn();
  let trx = db as Knex.Transaction;
  while (trx.parentTransaction) trx = trx.parentTransaction;
  trx.executionPromise.then(
    () => fn(),
    () => undefined,
  );
}
