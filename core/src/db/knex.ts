import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';

// BIGINT counts (count(*)) arrive as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

/** Opens the PostgreSQL pool and binds objection models to it. */
export function createKnex(databaseUrl: string, pool = { min: 0, max: 10 }): Knex {
  const knex = knexFactory({ client: 'pg', connection: databaseUrl, pool });
  Model.knex(knex);
  return knex;
}
