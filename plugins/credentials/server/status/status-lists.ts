import { randomInt } from 'node:crypto';
import { Bitstring } from '@digitalbazaar/bitstring';
import type { Knex } from '@seodang/sdk';

/** Bits in one list: 16 KB, the spec's minimum size for herd privacy. */
export const statusListLength = 131_072;
/** A list takes new entries until this share is used, so random indexes stay cheap to find. */
const fillLimit = Math.floor(statusListLength / 2);

/** The public URL of a status list on `origin`. */
export const statusListUrl = (origin: string, listId: number) => `${origin}/api/credentials/status/${listId}`;

/**
 * A random free index in one of the channel's revocation lists (a new list when all are full), so
 * the index says nothing about when or to whom a credential was issued. Runs in the issuer's
 * transaction; the row's unique (list, index) is the final guard.
 */
export async function allocateStatusIndex(
  trx: Knex.Transaction,
  channelId: number | null,
): Promise<{ listId: number; index: number }> {
  let list = (await trx('credentials_status_lists')
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .andWhere('used', '<', fillLimit)
    .orderBy('id')
    .forUpdate()
    .first()) as { id: number } | undefined;
  if (!list) {
    [list] = (await trx('credentials_status_lists')
      .insert({ channel_id: channelId, length: statusListLength })
      .returning('id')) as { id: number }[];
  }
  const listId = list!.id;
  for (;;) {
    const index = randomInt(statusListLength);
    const taken = await trx('credentials_issued')
      .where({ status_list_id: listId, status_index: index })
      .first();
    if (taken) continue;
    await trx('credentials_status_lists')
      .where({ id: listId })
      .increment('used', 1)
      .update({ updated_at: trx.fn.now() });
    return { listId, index };
  }
}

/** The list's bits, set where a credential is revoked, encoded as the spec says: multibase 'u' + base64url(gzip). */
export async function encodedStatusList(db: Knex, listId: number): Promise<string> {
  const bits = new Bitstring({ length: statusListLength });
  const revoked = (await db('credentials_issued')
    .where({ status_list_id: listId })
    .whereNotNull('revoked_at')
    .select('status_index')) as { status_index: number }[];
  for (const r of revoked) bits.set(r.status_index, true);
  return `u${await bits.encodeBits()}`;
}

/** Whether the bit at `index` of an encoded list is set (a multibase 'u' value). */
export async function statusBitOf(encodedList: string, index: number): Promise<boolean> {
  if (!encodedList.startsWith('u')) throw new Error('the encoded list is not multibase base64url');
  const buffer = await Bitstring.decodeBits({ encoded: encodedList.slice(1) });
  if (buffer.length * 8 < statusListLength) throw new Error('the list is shorter than 131,072 bits');
  return new Bitstring({ buffer }).get(index);
}
