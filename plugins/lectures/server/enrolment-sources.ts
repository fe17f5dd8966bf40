import type { Knex } from '@seodang/sdk';
import type { EnrolmentSource, LectureEnrolments } from '../common/enrolment-sources.ts';
import type { LectureRow } from './lecture-row.ts';
import { joinLecture, refreshStudentCount } from './join-enrolment.ts';

const inScope = (q: Knex.QueryBuilder, channelId: number | null) =>
  channelId === null ? q.whereNull('l.channel_id') : q.where('l.channel_id', channelId);

/** Whether the learner holds the lecture through a direct purchase not refunded. */
async function purchasedDirectly(trx: Knex.Transaction, lectureId: number, userId: number) {
  const row = await trx('lecture_purchase_grants')
    .where({ lecture_id: lectureId, user_id: userId })
    .whereNull('revoked_at')
    .first('order_item_id');
  return row !== undefined;
}

/**
 * `lectures.enrolments` over `lecture_enrolments` and `lecture_enrolment_sources` (migration 009).
 * A source that finds the learner joined with no source of its own records `created_enrolment`
 * false (the enrolment is the learner's), one that finds it held only by other sources inherits
 * theirs; withdrawing the last source removes the enrolment only when sources made it and no
 * direct purchase holds it.
 */
export function lectureEnrolmentsService(db: Knex): LectureEnrolments {
  const within = <T>(trx: Knex.Transaction | undefined, work: (t: Knex.Transaction) => Promise<T>) =>
    trx ? work(trx) : db.transaction(work);
  /** Sets or clears `suspended_at` on the source's rows of the organisation's lectures. */
  const mark = (
    { channelId, userId, source }: { channelId: number | null; userId: number; source: EnrolmentSource },
    suspended: boolean,
    trx: Knex.Transaction | undefined,
  ) =>
    within(trx, async (t) => {
      const scoped = inScope(t('lectures as l').select('l.id'), channelId);
      const rows: { lecture_id: number }[] = await t('lecture_enrolment_sources')
        .where({ user_id: userId, source_kind: source.kind, source_id: source.id })
        .whereIn('lecture_id', scoped)
        .modify((q) => (suspended ? q.whereNull('suspended_at') : q.whereNotNull('suspended_at')))
        .update({ suspended_at: suspended ? t.fn.now() : null })
        .returning('lecture_id');
      return rows.map((r) => Number(r.lecture_id)).sort((a, b) => a - b);
    });
  return {
    suspend: (input, trx) => mark(input, true, trx),
    resume: (input, trx) => mark(input, false, trx),
    enrol({ channelId, userId, lectureIds, source }, trx) {
      return within(trx, async (t) => {
        if (lectureIds.length === 0) return [];
        const lectures: LectureRow[] = await inScope(
          // An unpublished lecture (a draft, or one taken back) enrols no one.
          t('lectures as l').whereIn('l.id', lectureIds).where('l.is_published', true),
          channelId,
        )
          .orderBy('l.id')
          .select('l.*');
        const added: number[] = [];
        for (const lecture of lectures) {
          const lectureId = Number(lecture.id);
          // Serialises sources of one learner and lecture, so two of them never both find it unheld.
          const enrolment: { state: string } | undefined = await t('lecture_enrolments')
            .where({ lecture_id: lectureId, user_id: userId })
            .forUpdate()
            .first('state');
          const others: { created_enrolment: boolean }[] = await t('lecture_enrolment_sources')
            .where({ lecture_id: lectureId, user_id: userId })
            .select('created_enrolment');
          const joined = enrolment?.state === 'joined';
          const created = !joined || others.some((o) => o.created_enrolment);
          const inserted = await t('lecture_enrolment_sources')
            .insert({
              lecture_id: lectureId,
              user_id: userId,
              source_kind: source.kind,
              source_id: source.id,
              created_enrolment: created,
            })
            .onConflict(['lecture_id', 'user_id', 'source_kind', 'source_id'])
            .ignore()
            .returning('lecture_id');
          if (inserted.length === 0) continue;
          added.push(lectureId);
          if (joined) continue;
          await joinLecture(t, lecture, userId);
        }
        return added;
      });
    },
    withdraw({ channelId, userId, source, lectureIds }, trx) {
      return within(trx, async (t) => {
        const rows: { lecture_id: number; created_enrolment: boolean }[] = await inScope(
          t('lecture_enrolment_sources as s')
            .join('lectures as l', 'l.id', 's.lecture_id')
            .where({ 's.user_id': userId, 's.source_kind': source.kind, 's.source_id': source.id })
            .modify((q) => (lectureIds ? q.whereIn('s.lecture_id', lectureIds) : q)),
          channelId,
        )
          .orderBy('s.lecture_id')
          .select('s.lecture_id', 's.created_enrolment');
        const removed: number[] = [];
        for (const row of rows) {
          const lectureId = Number(row.lecture_id);
          await t('lecture_enrolments')
            .where({ lecture_id: lectureId, user_id: userId })
            .forUpdate()
            .first('id');
          await t('lecture_enrolment_sources')
            .where({ lecture_id: lectureId, user_id: userId, source_kind: source.kind, source_id: source.id })
            .delete();
          if (!row.created_enrolment) continue;
          const [{ n }] = await t('lecture_enrolment_sources')
            .where({ lecture_id: lectureId, user_id: userId })
            .count({ n: '*' });
          if (Number(n) > 0 || (await purchasedDirectly(t, lectureId, userId))) continue;
          const deleted = await t('lecture_enrolments')
            .where({ lecture_id: lectureId, user_id: userId })
            .delete();
          if (deleted > 0) removed.push(lectureId);
          await refreshStudentCount(t, lectureId);
        }
        return removed;
      });
    },
  };
}
