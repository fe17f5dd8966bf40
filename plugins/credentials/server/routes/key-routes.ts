import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { allKeys, rotateKey } from '../signing/keys.ts';

/**
 * The deployment's keys sign for every channel: only the site's own admin (an admin on the public
 * site) manages them; a channel's admin is refused.
 */
function requireSiteAdmin(rc: RequestContext): void {
  if (rc.channel) throw new AppError(403, 'site_admin_only', 'credentials.error.site_admin_only');
}

/** `GET /api/credentials/keys` and `POST /api/credentials/keys/rotate` (site admin). */
export function registerKeyRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/credentials/keys',
    summary: 'The signing keys: the active one and the retired ones that still verify',
    tags: ['credentials'],
    access: ['admin'],
    service: null,
    async handler(_input, rc) {
      requireSiteAdmin(rc);
      const rows = await allKeys(rc.db);
      return {
        data: {
          list: rows.map((r) => ({
            keyId: r.key_id,
            alg: r.alg,
            createdAt: new Date(r.created_at).toISOString(),
            retiredAt: r.retired_at ? new Date(r.retired_at).toISOString() : null,
          })),
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/credentials/keys/rotate',
    summary: 'Make a new signing key; the previous one is retired and stays in the JWKS',
    tags: ['credentials'],
    access: ['admin'],
    service: null,
    async handler(_input, rc) {
      requireSiteAdmin(rc);
      const row = await rotateKey(rc.db);
      rc.status(201);
      return { data: { keyId: row.key_id, alg: row.alg, createdAt: new Date(row.created_at).toISOString() } };
    },
  });
}
