import type { SeedContext } from '@seodang/sdk';
import type { JoinState } from '@seodang/sdk/common';
import { seedInvitations } from './invitations/seed-invitations.ts';
import { seedCreatedAccounts } from './accounts/seed-created-accounts.ts';
import { seedImport } from './imports/seed-import.ts';

/** Demo members of the school channel, one in each join state that is not `joined`, and more. */
const demoMembers: { userId: string; name: string; state: JoinState; extra?: Record<string, unknown> }[] = [
  { userId: 'demo-asker', name: '정하늘', state: 'requesting' },
  { userId: 'demo-invitee', name: '오하린', state: 'inviting' },
  { userId: 'demo-lecture-invitee', name: '서윤호', state: 'invitedFromLecture' },
  { userId: 'demo-assessment-invitee', name: '문지안', state: 'invitedFromAssessment' },
  { userId: 'demo-both-invitee', name: '배서연', state: 'invitedFromLectureAssessment' },
  { userId: 'demo-away', name: '한도윤', state: 'joined', extra: { is_active: false } },
  {
    userId: 'demo-pupil',
    name: '윤봄',
    state: 'joined',
    extra: {
      has_picture_password: true,
      group_name: '1학년 2반',
      profile: JSON.stringify({ schoolYear: '2026', schoolGrade: '1', schoolClass: '2', schoolNumber: '7' }),
    },
  },
];

/**
 * The members screen's demo: the channel's limits (200 students, 50 IDE licences) and members in
 * every join state, one deactivated and a picture-password pupil without an e-mail. They have no
 * password: they are there to be listed and acted on. Idempotent.
 */
export async function seedChannelAdmin({ db, channelId, users }: SeedContext): Promise<void> {
  await db('channels')
    .where({ id: channelId })
    .whereNull('student_limit')
    .update({ student_limit: 200, ide_license_count: 50 });
  for (const m of demoMembers) {
    const existing = await db('users').whereRaw('lower(user_id) = ?', [m.userId]).first('id');
    const id: number =
      existing?.id ??
      (
        await db('users')
          .insert({
            user_id: m.userId,
            name: m.name,
            email: m.userId === 'demo-pupil' ? null : `${m.userId}@example.com`,
          })
          .returning('id')
      )[0].id;
    await db('channel_members')
      .insert({ channel_id: channelId, user_id: id, role: 'student', state: m.state, ...m.extra })
      .onConflict(['channel_id', 'user_id'])
      .ignore();
  }
  await seedInvitations(db, channelId);
  await seedCreatedAccounts(db, channelId);
  await seedImport(db, channelId, users['jihoon.admin'] ?? null);
}
