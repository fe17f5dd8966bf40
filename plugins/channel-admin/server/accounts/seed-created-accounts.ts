import type { Knex } from '@seodang/sdk';
import { dayMs } from '@seodang/sdk/common';

/**
 * The demo's made accounts (local demos only; the hashes are argon2id of the secrets in the
 * README): two picture-password pupils, and two temporary testers, one of them expired (and so
 * deactivated, as the expiry job leaves them).
 */
const demoMade = [
  {
    userId: 'demo-pic1',
    name: '김다온',
    kind: 'picture',
    role: 'student',
    group: '1학년 2반',
    // 사과 → 고양이 → 별 → 나무 (picture:0-1-2-3)
    hash: '$argon2id$v=19$m=19456,t=2,p=1$Z0KTJdV/Qx/xqbt2WJl72Q$Qy0waRyAtI6kYqmaThSd8E3TwBCHObU9HQTTRs4+K1A',
  },
  {
    userId: 'demo-pic2',
    name: '이서아',
    kind: 'picture',
    role: 'student',
    group: '1학년 2반',
    // 해 → 별 → 자동차 → 물고기 (picture:5-2-7-4)
    hash: '$argon2id$v=19$m=19456,t=2,p=1$ffQ051MLknfKzUGN3GJFaQ$FhvGnDuSlL2Yc0AMV1fIrT2cpEvRrRz9mtRCbjOWszo',
  },
  {
    userId: 'demo-tester01',
    name: 'demo-tester01',
    kind: 'temp',
    role: 'temp',
    group: null,
    expiresInDays: 30,
    // Tester#2026
    hash: '$argon2id$v=19$m=19456,t=2,p=1$jFf187/069OXLAJB467ZzA$d2d2XgWt2N3klM6Y9Nfw1GFVH7FR6wY35vcDtpbLBSc',
  },
  {
    userId: 'demo-tester02',
    name: 'demo-tester02',
    kind: 'temp',
    role: 'temp',
    group: null,
    expiresInDays: -1,
    hash: '$argon2id$v=19$m=19456,t=2,p=1$jFf187/069OXLAJB467ZzA$d2d2XgWt2N3klM6Y9Nfw1GFVH7FR6wY35vcDtpbLBSc',
  },
] as const;

/**
 * Adds the demo's made accounts to the channel, and counts the members screen's picture pupil
 * (`demo-pupil`, who has no secret yet) among them, so an admin can give her pictures with a reset.
 * Idempotent (an existing login id is left as it is).
 */
export async function seedCreatedAccounts(db: Knex, channelId: number): Promise<void> {
  for (const a of demoMade) {
    if (await db('users').whereRaw('lower(user_id) = ?', [a.userId]).first('id')) continue;
    const expiresAt = 'expiresInDays' in a ? new Date(Date.now() + a.expiresInDays * dayMs) : null;
    const expired = !!expiresAt && expiresAt.getTime() < Date.now();
    await db.transaction(async (trx) => {
      const [{ id }] = await trx('users')
        .insert({ user_id: a.userId, name: a.name, email: null, password_hash: a.hash })
        .returning('id');
      await trx('channel_members').insert({
        channel_id: channelId,
        user_id: id,
        role: a.role,
        state: 'joined',
        joined_at: new Date(),
        is_active: !expired,
        has_picture_password: a.kind === 'picture',
        group_name: a.group,
      });
      await trx('channel_created_accounts').insert({
        channel_id: channelId,
        user_id: id,
        kind: a.kind,
        expires_at: expiresAt,
        expired_at: expired ? expiresAt : null,
      });
    });
  }
  const pupil = await db('channel_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where({ 'm.channel_id': channelId, 'u.user_id': 'demo-pupil', 'm.has_picture_password': true })
    .first('u.id');
  if (pupil)
    await db('channel_created_accounts')
      .insert({ channel_id: channelId, user_id: pupil.id, kind: 'picture' })
      .onConflict(['channel_id', 'user_id'])
      .ignore();
}
