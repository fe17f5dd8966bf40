import { z } from 'zod';
import {
  AppError,
  mediaRef,
  MediaUnavailableError,
  type RegisterEnv,
  type RequestContext,
} from '@seodang/sdk';
import {
  examRole,
  findExam,
  isExamSupervisor,
  requireChannelUser,
  requireExam,
  requireExaminee,
  requireSupervisor,
  type ExamRow,
} from '../services/exam-access.ts';
import { examRooms, placeExamRooms } from '../services/exam-media.ts';
import { decide } from '../services/gate.ts';
import { examRoomRecording, recordedRoomFor, startExamRecording } from '../recordings/service.ts';
import { examineeRoomOf, feedIdOf } from '../recordings/feed-ids.ts';
import { latestDeadline } from '../services/latest-deadline.ts';
import { clockOf, type MemberRow } from '../services/examinee-state.ts';
import { examDeadline } from '../../common/index.ts';
import { registerRecordingRoutes } from '../recordings/routes.ts';
import type { GroupResolver } from '../../common/exam-targets.ts';
import { idSchema, maskEmail } from '@seodang/sdk/common';

const deviceTypes = ['webcam', 'screen', 'mobile'] as const;

/** A Janus token outlives the examinee's deadline by this much (reconnects after it fetch a fresh one). */
const tokenMarginMs = 60 * 60_000;

/**
 * Meeting info of §3: MeetingId (the examinee's own Janus room) and ExternalMeetingId
 * `{examIndex}-{userObjectId}`, with what Janus asks of whoever uses it: the room's pin and a
 * signed token for the VideoRoom that lasts past the examinee's deadline (extra time and pauses
 * included at the time of asking; for a supervisor, past the last examinee's). Given only to the examinee and their exam's supervisors.
 */
async function meetingInfo(rc: RequestContext, exam: ExamRow, userId: number, supervisorUntil?: number) {
  const media = rc.service(mediaRef);
  // Every room of the exam is on the server the exam was placed on: examinee and supervisors meet there.
  const server = await examServer(rc, exam);
  const { room, pin, feedIds } = await recordedRoomFor(rc.db, rc.log, media.at(server), exam.id, userId);
  const user = await rc.db('users').where({ id: userId }).first('id', 'name');
  const member: MemberRow | undefined = await rc
    .db('assessment_exam_members')
    .where({ exam_id: exam.id, user_id: userId })
    .first();
  const now = Date.now();
  // A supervisor's one Janus session serves every tile: its token lasts past the last examinee's end.
  const deadline =
    userId !== rc.user!.id
      ? (supervisorUntil ?? (await latestDeadline(rc.db, exam, now)))
      : member
        ? examDeadline(clockOf(exam, member), now)
        : new Date(exam.end_at).getTime();
  return {
    meeting: { MeetingId: String(room), ExternalMeetingId: `${exam.id}-${userId}` },
    userId,
    name: user?.name ?? '',
    janus: { wsUrl: server.wsUrl, room, pin, token: media.token(Math.max(deadline, now) + tokenMarginMs) },
    // Each device publishes as its own feed under the id core allocated; the label names the device only.
    feeds: Object.fromEntries(deviceTypes.map((d) => [d, d])),
    feedIds,
  };
}

const videoUnavailable = () => new AppError(503, 'video_unavailable', 'assessment.error.video_unavailable');

/** The server holding the exam's rooms (placed now if need be); 503 when no media server answers. */
async function examServer(rc: RequestContext, exam: ExamRow) {
  const media = rc.service(mediaRef);
  if (!media.servers().length) throw videoUnavailable();
  try {
    return await placeExamRooms(media, rc.db, exam);
  } catch (err) {
    if (err instanceof MediaUnavailableError) throw videoUnavailable();
    throw err;
  }
}

/** Meeting access: the examinee for themself, a supervisor for any examinee of the exam. */
async function requireMeetingAccess(rc: RequestContext, exam: ExamRow, userId: number) {
  if (userId === rc.user!.id && (await examRole(rc.db, exam.id, userId)) === 'student') return;
  if (!(await isExamSupervisor(rc.db, exam, rc.user, rc.role)))
    throw new AppError(403, 'not_supervisor', 'assessment.error.not_supervisor');
  await requireChannelUser(rc, userId);
  if ((await examRole(rc.db, exam.id, userId)) !== 'student')
    throw new AppError(404, 'not_examinee', 'assessment.error.not_examinee');
}

/** A supervision group's examinees, or null for 'all' (or no group given). */
const groupFilter = async (
  rc: RequestContext,
  resolveGroup: GroupResolver,
  examIndex: number,
  groupIndex: number | string | undefined,
) =>
  groupIndex === undefined || groupIndex === 'all'
    ? null
    : resolveGroup(rc.db, examIndex, Number(groupIndex));

/**
 * §7 "Exam video (peer connection)": meeting infos, the mobile camera's info and recording.
 * `resolveGroup` turns a `groupIndex` into the group's examinees (the supervision plugin's groups).
 */
export function registerVideoRoutes(env: RegisterEnv, resolveGroup: GroupResolver): void {
  const tags = ['exam', 'video'];
  env.route({
    method: 'GET',
    path: '/api/peerConnection/mobileMeetInfo',
    summary: 'Meeting info of the mobile camera (token of the QR code)',
    tags,
    access: 'user',
    query: z.object({ token: z.uuid() }),
    async handler({ query }, rc) {
      const row = await rc.db('assessment_exams').where({ token: query.token }).first('id');
      const exam = row ? await findExam(rc.db, row.id, rc.channel) : undefined;
      if (!exam || (await examRole(rc.db, exam.id, rc.user!.id)) !== 'student') return { mobile: null };
      // The QR code expires with the examinee's exam (finished, or past their own deadline).
      const gate = decide(
        exam,
        await rc.db('assessment_exam_members').where({ exam_id: exam.id, user_id: rc.user!.id }).first(),
        Date.now(),
      );
      if (!gate.allowed && (gate.reason === 'finished' || gate.reason === 'ended')) return { mobile: null };
      return { mobile: { ...(await meetingInfo(rc, exam, rc.user!.id)), deviceType: 'mobile' } };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/peerConnection',
    summary: 'One meeting info',
    tags,
    access: 'user',
    query: z.object({
      examIndex: idSchema,
      userId: idSchema,
    }),
    async handler({ query }, rc) {
      const exam = await requireExam(rc, query.examIndex);
      await requireMeetingAccess(rc, exam, query.userId);
      return meetingInfo(rc, exam, query.userId);
    },
  });
  env.route({
    method: 'POST',
    path: '/api/peerConnection/list',
    summary: 'Meeting infos of a group or of some users',
    tags,
    access: 'user',
    body: z.object({
      examIndex: idSchema,
      groupIndex: z.union([z.literal('all'), idSchema]).optional(),
      targetUserList: z.array(idSchema).max(100).optional(),
    }),
    async handler({ body }, rc) {
      const exam = await requireSupervisor(rc, body.examIndex);
      if (body.targetUserList?.length)
        await rc.inChannelMany('user', body.targetUserList, {
          code: 'user_not_found',
          messageKey: 'assessment.error.user_not_found',
        });
      const q = rc
        .db('assessment_exam_members')
        .where({ exam_id: exam.id, role: 'student' })
        .orderBy('user_id')
        .limit(100);
      if (body.targetUserList) q.whereIn('user_id', body.targetUserList);
      const inGroup = await groupFilter(rc, resolveGroup, exam.id, body.groupIndex);
      if (inGroup) q.whereIn('user_id', inGroup);
      const ids: number[] = await q.pluck('user_id');
      const until = await latestDeadline(rc.db, exam, Date.now());
      return { data: await Promise.all(ids.map((id) => meetingInfo(rc, exam, id, until))) };
    },
  });
  env.route({
    method: 'GET',
    path: '/api/peerConnection/infos',
    summary: "Users of a group with the exam's media device types",
    tags,
    access: 'user',
    query: z.object({
      examIndex: idSchema,
      groupIndex: z.union([z.literal('all'), idSchema]).optional(),
    }),
    async handler({ query }, rc) {
      const exam = await requireSupervisor(rc, query.examIndex);
      const q = rc
        .db('assessment_exam_members as m')
        .join('users as u', 'u.id', 'm.user_id')
        .where({ 'm.exam_id': exam.id, 'm.role': 'student' })
        .orderBy('u.name')
        .select('u.id', 'u.name', 'u.email');
      const inGroup = await groupFilter(rc, resolveGroup, exam.id, query.groupIndex);
      if (inGroup) q.whereIn('m.user_id', inGroup);
      const users: { id: number; name: string; email: string }[] = await q;
      return {
        userInfoList: users.map((u) => ({ ...u, email: maskEmail(u.email) })),
        mediaDeviceType: deviceTypes.filter((d) => exam.devices[d] !== 'off'),
      };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/peerConnection/examIndex/:examIndex/media-files',
    summary: "Start recording every examinee's streams of the exam",
    tags,
    access: 'user',
    params: z.object({ examIndex: idSchema }),
    async handler({ params }, rc) {
      const exam = await requireSupervisor(rc, params.examIndex);
      const server = await examServer(rc, exam);
      await startExamRecording(rc.db, rc.service(mediaRef).at(server), exam.id);
      return { result: true, recording: true };
    },
  });
  env.route({
    method: 'POST',
    path: '/api/peerConnection/examIndex/:examIndex/release-feed',
    summary: "Free the examinee's own publisher id held by a stale session",
    tags,
    access: 'user',
    params: z.object({ examIndex: idSchema }),
    body: z.object({ deviceType: z.enum(deviceTypes) }),
    async handler({ params, body }, rc) {
      // Asked by the examinee's browser only after Janus refused its join because the id is in
      // use: a reconnect before Janus timed the old session out. Kicking on every meeting info
      // instead would cut live video whenever a second tab or a supervisor fetched it.
      const exam = await requireExaminee(rc, params.examIndex);
      const gate = decide(
        exam,
        await rc.db('assessment_exam_members').where({ exam_id: exam.id, user_id: rc.user!.id }).first(),
        Date.now(),
      );
      if (!gate.allowed && (gate.reason === 'finished' || gate.reason === 'ended'))
        throw new AppError(403, gate.reason, `assessment.error.${gate.reason}`);
      const rooms = await examRooms(rc.service(mediaRef), rc.db, exam.id);
      if (!rooms) throw videoUnavailable();
      // The id is derived from the caller's own user id: nobody can free another examinee's feed.
      const recording = await examRoomRecording(rc.db, exam.id);
      if (!recording) return { result: true, released: false };
      const { room } = examineeRoomOf(recording.secret, rc.user!.id);
      const released = await rooms.kick(room, feedIdOf(recording.secret, rc.user!.id, body.deviceType));
      rc.log.info(
        { examIndex: exam.id, userId: rc.user!.id, deviceType: body.deviceType, released },
        'released a stale exam video feed',
      );
      return { result: true, released };
    },
  });
  registerRecordingRoutes(env);
}
