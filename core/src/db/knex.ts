import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// BIGINT counts (count(*)) arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

/**
 * Opens the PostgreSQL pool. Models are not bound to it globally (objection's `Model.knex`):
 * several cores in one process (tests, tools) each have their own database, so every model query
 * names its pool (`User.query(db)`).
 */
export function createKnex(databaseUrl: string, pool = { min: 0, max: 10 }): Knex {
  const knex = knexFactory({ client: 'pg', connection: databaseUrl, pool });
  return knex;
}
