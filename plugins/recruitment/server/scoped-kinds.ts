import type { Knex, RegisterEnv } from '@seodang/sdk';

/** The scoped kind of postings: `rc.inChannel(postingKind, id)` finds one in the request's channel. */
export const postingKind = 'recruitment-posting';

/** A posting row with its owner's name, as the lookup finds it. */
export interface PostingRow {
  id: number;
  channel_id: number | null;
  owner_id: number | null;
  owner_name: string | null;
  url_slug: string;
  title: string;
  description: string;
  company: string;
  employment_type: string;
  location: string;
  remote: boolean;
  positions: number;
  salary_min: number | null;
  salary_max: number | null;
  skills: string[];
  open_at: Date | null;
  close_at: Date | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_link: string | null;
  introduction: string;
  blind: boolean;
  /** The screening assessment's exam, or null. */
  screening_exam_id: number | null;
  state: 'DRAFT' | 'PUBLISHED' | 'CLOSED';
  created_at: Date;
  updated_at: Date;
}

/** The postings of one channel (`channelIndex` null: the public site), with their owners' names. */
export function postingsIn(db: Knex, channelIndex: number | null): Knex.QueryBuilder {
  return db('recruitment_postings as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .whereRaw('coalesce(p.channel_id, 0) = ?', [channelIndex ?? 0])
    .select('p.*', 'u.name as owner_name');
}

/** Registers the kind: an id of another channel is left out, so it answers exactly like a missing one. */
export function registerPostingKind(env: RegisterEnv): void {
  env.scopedKind<PostingRow>({
    kind: postingKind,
    async find(db, ids, channelIndex) {
      return (await postingsIn(db, channelIndex).whereIn('p.id', ids)) as PostingRow[];
    },
  });
}
