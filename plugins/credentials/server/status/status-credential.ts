import type { Knex } from '@seodang/sdk';
import { issuerIdFor } from '../issuer.ts';
import { signCredential } from '../signing/sign.ts';
import { encodedStatusList, statusListUrl } from './status-lists.ts';

/** The signed `BitstringStatusListCredential` of one list, as `GET /api/credentials/status/{listId}` serves it. */
export async function signedStatusList(db: Knex, origin: string, listId: number): Promise<string> {
  const url = statusListUrl(origin, listId);
  return signCredential(db, origin, {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerIdFor(origin),
    validFrom: new Date().toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: await encodedStatusList(db, listId),
    },
  });
}

/** Signed lists by origin and list id, with what they were signed from. */
const signedLists = new Map<string, { revision: string; jwt: string; signedAt: number }>();
/** A kept list is signed again after this long, so its `validFrom` stays recent. */
const keepMs = 60_000;
const keepAtMost = 1_000;

/**
 * The list as {@link signedStatusList} signs it, signed once and reused while nothing it says has
 * changed: a verification (which reads the list of every credential it checks) would otherwise
 * sign a fresh list each time. The revision is read on every call, so a revocation or a key
 * rotation made by any core instance shows at once. It is made of the revoked credentials of the
 * list (how many, the latest revocation time and the sum of their indexes) and the key that signs
 * now: a revoked row deleted or un-revoked while another is revoked keeps the count but not the
 * latest time (the new revocation is the latest) nor, short of a collision, the sum of indexes.
 */
export async function currentStatusList(db: Knex, origin: string, listId: number): Promise<string> {
  const { rows } = (await db.raw(
    `select r.n || ':' || coalesce(r.latest::text, '') || ':' || r.indexes || ':'
              || coalesce((select max(id) from credentials_keys where retired_at is null), 0) as revision
       from (select count(*) as n, max(revoked_at) as latest, coalesce(sum(status_index), 0) as indexes
               from credentials_issued where status_list_id = ? and revoked_at is not null) r`,
    [listId],
  )) as { rows: { revision: string }[] };
  const revision = rows[0]!.revision;
  const key = `${origin} ${listId}`;
  const kept = signedLists.get(key);
  if (kept && kept.revision === revision && Date.now() - kept.signedAt < keepMs) return kept.jwt;
  const jwt = await signedStatusList(db, origin, listId);
  signedLists.delete(key);
  if (signedLists.size >= keepAtMost) signedLists.delete(signedLists.keys().next().value!);
  signedLists.set(key, { revision, jwt, signedAt: Date.now() });
  return jwt;
}
