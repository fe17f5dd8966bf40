import {
  channelFiles,
  defineJob,
  fileStorageRef,
  type FileStore,
  type Knex,
  type RegisterEnv,
} from '@seodang/sdk';

/** How long applications and résumés are kept after their posting closes (its close date or its closing). */
export const retentionDays = 180;

/** Every night: the applications, with their résumés, of postings closed more than the retention ago. */
export const retentionSweep = defineJob<Record<string, never>>('recruitment.retention');

/**
 * One pass of the sweep (also what the test calls): deletes the applications of every posting whose
 * close (the earlier of its close date and the moment it was closed) is more than `retentionDays`
 * before `now`, their résumé files first, then the rows. A crash midway leaves the rest for the
 * next pass; deleting a missing file is no error, so a pass run twice is harmless.
 */
export async function purgeExpiredApplications(
  db: Knex,
  files: FileStore,
  now = new Date(),
): Promise<{ applications: number; resumes: number }> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let applications = 0;
  let resumes = 0;
  for (;;) {
    const rows: { id: number; resume_key: string | null; channel_id: number | null }[] = await db(
      'recruitment_applications as a',
    )
      .join('recruitment_postings as p', 'p.id', 'a.posting_id')
      .whereRaw('least(p.closed_at, p.close_at) < ?', [before])
      .orderBy('a.id')
      .limit(500)
      .select('a.id', 'a.resume_key', 'p.channel_id');
    if (!rows.length) break;
    for (const row of rows) {
      if (!row.resume_key) continue;
      const store = row.channel_id ? channelFiles(files, row.channel_id) : files.scope('public');
      await store.delete(row.resume_key);
      resumes += 1;
    }
    applications += await db('recruitment_applications')
      .whereIn(
        'id',
        rows.map((r) => r.id),
      )
      .delete();
  }
  return { applications, resumes };
}

/** Registers the nightly sweep (one tick however many core instances run). */
export function registerRetention(env: RegisterEnv): void {
  env.job(
    retentionSweep,
    (_data, _job, ctx) =>
      purgeExpiredApplications(ctx.db, ctx.service(fileStorageRef).forPlugin('recruitment')),
    { attempts: 3, concurrency: 1, schedule: { cron: '30 3 * * *', tz: 'Asia/Seoul', data: {} } },
  );
}
