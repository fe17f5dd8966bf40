import { AppError, type Knex, type RequestContext, type StartContext } from '@seodang/sdk';
import { liveEvents, liveTopic, type DeviceMode } from '../common/index.ts';
import type { MeetingRow } from './scoped-kinds.ts';
import { placedRooms } from './rooms.ts';

/** What enforcing at Janus needs: a request's context or the plugin's (the sweep). */
type MediaContext = Pick<RequestContext, 'db' | 'service' | 'log'>;

export const micLocked = () => new AppError(403, 'mic_locked', 'live-class.error.mic_locked');
export const videoLocked = () => new AppError(403, 'video_locked', 'live-class.error.video_locked');
export const kicked = () => new AppError(403, 'kicked', 'live-class.error.kicked');
export const userNotFound = () => new AppError(404, 'user_not_found', 'live-class.error.user_not_found');
export const notLearner = () => new AppError(409, 'not_learner', 'live-class.error.not_learner');

/** How often each core instance checks the locked classes' rooms (a later joiner's publish, a removed learner back). */
export const sweepIntervalMs = 1500;

/** The class's device mode as the API answers it. */
export const deviceModeOf = (meeting: MeetingRow): DeviceMode => ({
  useAudio: meeting.use_audio,
  useVideo: meeting.use_video,
  useMicLocked: meeting.use_mic_locked,
  useVideoLocked: meeting.use_video_locked,
});

/** Janus's stream types a class's locks force off. */
const lockedTypes = (meeting: MeetingRow): string[] => [
  ...(meeting.use_mic_locked ? ['audio'] : []),
  ...(meeting.use_video_locked ? ['video'] : []),
];

/** The feed ids of the class's hosts (their camera and screen), which locks and removals leave alone. */
async function feedsOf(db: Knex, meetingId: number) {
  const rows = (await db('live_participants')
    .where({ meeting_id: meetingId })
    .select('user_type', 'attendee_id', 'screen_feed_id', 'kicked_at')) as {
    user_type: string;
    attendee_id: string;
    screen_feed_id: string | null;
    kicked_at: Date | null;
  }[];
  const hosts = new Set<number>();
  const learners = new Set<number>();
  const removed = new Set<number>();
  for (const r of rows) {
    if (r.user_type !== 'attendee') {
      hosts.add(Number(r.attendee_id));
      if (r.screen_feed_id) hosts.add(Number(r.screen_feed_id));
    } else if (r.kicked_at) removed.add(Number(r.attendee_id));
    else learners.add(Number(r.attendee_id));
  }
  return { hosts, learners, removed };
}

/**
 * Forces (or lets back) `types` of one feed at Janus, only the streams not already in that state.
 * False when the feed publishes nothing now.
 */
export async function moderateFeed(
  rc: MediaContext,
  meeting: MeetingRow,
  feedId: number,
  types: string[],
  mute: boolean,
): Promise<boolean> {
  const media = await placedRooms(rc, meeting);
  if (!media) return false;
  const room = Number(meeting.janus_room);
  const publisher = (await media.publisherStreams({ room, pin: meeting.janus_pin })).find(
    (p) => p.id === feedId,
  );
  if (!publisher) return false;
  for (const stream of publisher.streams)
    if (types.includes(stream.type) && stream.moderated !== mute)
      await media.moderate(room, feedId, { mid: stream.mid, mute });
  return true;
}

/**
 * Makes Janus hold the class to its locks and removals: every learner's audio (and video) stream
 * forced off while locked, whenever they started publishing; a removed learner, or a publisher
 * core gave no id to, put out of the room. Hosts' feeds are left alone.
 */
export async function enforceRoom(rc: MediaContext, meeting: MeetingRow): Promise<void> {
  if (meeting.status !== 'live') return;
  const media = await placedRooms(rc, meeting);
  if (!media) return;
  const room = Number(meeting.janus_room);
  const types = lockedTypes(meeting);
  const { hosts, learners } = await feedsOf(rc.db, meeting.id);
  for (const publisher of await media.publisherStreams({ room, pin: meeting.janus_pin })) {
    if (hosts.has(publisher.id)) continue;
    if (!learners.has(publisher.id)) {
      await media.kick(room, publisher.id);
      continue;
    }
    for (const stream of publisher.streams)
      if (types.includes(stream.type) && !stream.moderated)
        await media.moderate(room, publisher.id, { mid: stream.mid, mute: true });
  }
}

let sweep: NodeJS.Timeout | null = null;

/**
 * Checks, every {@link sweepIntervalMs}, the rooms of running classes with a lock on or someone
 * removed: what a learner publishes after the lock is forced off at Janus, a removed learner who
 * came back with their old pin is put out again.
 */
export function startModerationSweep(ctx: StartContext): void {
  // One sweep per process: a core started again in the same process takes it over.
  stopModerationSweep();
  let running = false;
  sweep = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      const meetings = (await ctx
        .db('live_meetings as m')
        .where('m.status', 'live')
        .where((q) =>
          q
            .where('m.use_mic_locked', true)
            .orWhere('m.use_video_locked', true)
            .orWhereExists(
              ctx.db('live_participants as p').whereRaw('p.meeting_id = m.id').whereNotNull('p.kicked_at'),
            ),
        )
        .select('m.*')) as MeetingRow[];
      for (const meeting of meetings)
        await enforceRoom(ctx, meeting).catch((err: unknown) =>
          ctx.log.warn({ err, meetingId: meeting.id }, 'live class room not moderated'),
        );
    })()
      .catch((err: unknown) => ctx.log.error({ err }, 'live class moderation sweep failed'))
      .finally(() => {
        running = false;
      });
  }, sweepIntervalMs);
  sweep.unref();
}

export function stopModerationSweep(): void {
  if (sweep) clearInterval(sweep);
  sweep = null;
}

/** Tells the class its device mode. */
export async function publishDeviceMode(
  rc: Pick<RequestContext, 'publish'>,
  meeting: MeetingRow,
): Promise<void> {
  await rc.publish(liveTopic(meeting.id), liveEvents.deviceMode, deviceModeOf(meeting));
}
