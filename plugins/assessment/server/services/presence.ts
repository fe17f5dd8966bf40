import { coreEvents, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { deviceGraceMs, supervisorsTopic } from '../../common/index.ts';
import { findExamAnywhere, type ExamRow } from './exam-access.ts';
import { updateStatus } from './examinee-state.ts';
import { setMobileConnected } from './mobile-connection.ts';
import { graceOf, mergeDeviceDrops, type Drops } from './device-drops.ts';

/**
 * The presence topics: `exam:{examIndex}:examinees` is subscribed only by examinees' exam pages,
 * `exam:{examIndex}:mobile` only by their phone pages while the camera publishes.
 */
const presenceOfTopic = (topic: string): { examIndex: number; phone: boolean } | null => {
  const m = /^exam:(\d+):(examinees|mobile)$/.exec(topic);
  return m ? { examIndex: Number(m[1]), phone: m[2] === 'mobile' } : null;
};

/** What recording a leave needs: a start context or a request's. */
type LeaveContext = Pick<StartContext, 'db' | 'log' | 'publish'>;

/** The devices that live in the exam browser: lost with it. The phone camera is a device of its own and keeps its state. */
const browserDevices = (exam: ExamRow): Drops => ({
  webcam: exam.devices.webcam !== 'off',
  screen: exam.devices.screen !== 'off',
});

/**
 * The examinee's exam browser is gone: EXAM_LEAVE (BROWSER_LEAVED) and the exitTimer with its
 * devices. Nothing when an exam socket is open (back already) or the examinee is not taking the exam.
 */
async function browserLost(ctx: LeaveContext, exam: ExamRow, userId: number): Promise<void> {
  const now = new Date();
  const taking = {
    exam_id: exam.id,
    user_id: userId,
    role: 'student',
    exam_status: 'ENTERED',
    live_sockets: 0,
  };
  const exitTimer = await ctx.db.transaction(async (trx) => {
    const timer = await mergeDeviceDrops(trx, taking, browserDevices(exam), now.getTime(), graceOf(exam));
    // Claimed under the row lock: a second check (the goodbye and the socket, or two instances)
    // waiting on the lock no longer matches `taking`, so the leave is recorded once.
    if (timer)
      await trx('assessment_exam_members')
        .where({ exam_id: exam.id, user_id: userId })
        .update({ exam_status: 'BROWSER_LEAVED' });
    return timer;
  });
  // Not taking the exam (waiting room, finished, already left) or back already: nothing to record.
  if (!exitTimer) return;
  await ctx
    .db('assessment_exam_history')
    .insert({ exam_id: exam.id, user_id: userId, type: 'EXAM_LEAVE', ip: null, created_at: now });
  // Every status the supervisors hear now carries the exitTimer that started.
  const withTimer = async (topic: string, event: string, data: unknown) => {
    await ctx.publish(topic, event, { ...(data as object), exitTimer });
  };
  await updateStatus(
    ctx.db,
    exam,
    userId,
    { kind: 'videoStatus', videoStatus: 'NOT_ALL_DEVICE_CONNECTED' },
    withTimer,
  );
  const state = await updateStatus(
    ctx.db,
    exam,
    userId,
    { kind: 'history', type: 'EXAM_LEAVE', at: now.toISOString() },
    withTimer,
  );
  const user = await ctx.db('users').where({ id: userId }).first('name');
  await ctx.publish(supervisorsTopic(exam.id), 'exam.history', {
    userId,
    name: user?.name ?? '',
    type: 'EXAM_LEAVE',
    createdAt: now.toISOString(),
    reason: 'socket_closed',
  });
  ctx.log.info({ examIndex: exam.id, userId, status: state.examStatus }, 'exam browser lost');
}

/**
 * How long a browser may be gone before it has left: a reload or a brief reconnect opens a new
 * exam socket well within it, so it is not a leave; supervisors still hear a real one in seconds.
 */
export const browserLeaveGraceMs = 3000;

const pendingChecks = new Set<NodeJS.Timeout>();

/**
 * After the grace period, records the leave (`browserLost`) unless an exam socket of this examinee
 * is open again. Called when the last exam socket closes and when the page says goodbye (pagehide).
 */
export function checkLeaveAfterGrace(ctx: LeaveContext, examIndex: number, userId: number): void {
  const timer = setTimeout(() => {
    pendingChecks.delete(timer);
    void (async () => {
      const exam = await findExamAnywhere(ctx.db, examIndex);
      if (exam) await browserLost(ctx, exam, userId);
    })().catch((err) => ctx.log.error({ err, examIndex, userId }, 'exam leave check failed'));
  }, browserLeaveGraceMs);
  pendingChecks.add(timer);
}

/** Drops the pending leave checks (the plugin is stopping). */
export function stopLeaveChecks(): void {
  for (const timer of pendingChecks) clearTimeout(timer);
  pendingChecks.clear();
}

/**
 * Follows examinees' exam sockets and phone sockets through core's presence events, so a lost
 * browser or phone (closed tab, crashed machine, dropped network) is seen on the server, not only
 * when the page says goodbye.
 * The count spans core instances because it lives in the database.
 */
export function registerPresence(env: RegisterEnv): void {
  env.on(coreEvents.topicSubscribed, async ({ userId, topic }, ctx) => {
    const presence = presenceOfTopic(topic);
    if (!presence) return;
    const where = { exam_id: presence.examIndex, user_id: userId, role: 'student' };
    if (presence.phone) {
      await ctx
        .db('assessment_exam_members')
        .where(where)
        .update({ mobile_sockets: ctx.db.raw('mobile_sockets + 1') });
      return;
    }
    // The browser is back with its devices (it reports them again if one is not); a phone that is down stays down.
    await ctx.db.transaction(async (trx) => {
      await trx('assessment_exam_members')
        .where(where)
        .update({ live_sockets: trx.raw('live_sockets + 1') });
      // Only devices coming back: no countdown starts here.
      await mergeDeviceDrops(trx, where, { webcam: false, screen: false }, Date.now(), deviceGraceMs);
    });
  });
  env.on(coreEvents.socketClosed, async ({ userId, topics }, ctx) => {
    for (const presence of topics.map(presenceOfTopic)) {
      if (!presence) continue;
      const column = presence.phone ? 'mobile_sockets' : 'live_sockets';
      const [row] = await ctx
        .db('assessment_exam_members')
        .where({ exam_id: presence.examIndex, user_id: userId, role: 'student' })
        .update({ [column]: ctx.db.raw(`greatest(${column} - 1, 0)`) })
        .returning(column);
      if (!row || row[column] > 0) continue;
      // A reload opens a new socket within the grace period: only a browser still gone has left.
      if (!presence.phone) {
        checkLeaveAfterGrace(ctx, presence.examIndex, userId);
        continue;
      }
      const exam = await findExamAnywhere(ctx.db, presence.examIndex);
      if (!exam) continue;
      // A phone that died or lost its network says no goodbye: its last socket going is the loss.
      await setMobileConnected(ctx, exam, userId, false, true);
    }
  });
}
