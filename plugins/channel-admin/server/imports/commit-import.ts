import {
  AppError,
  membershipRef,
  type Knex,
  type MemberProfilePatch,
  type RequestContext,
} from '@seodang/sdk';
import type { ImportCommitInput, ImportRowIssue } from '../../common/imports.ts';
import { invitationDefaults, invitationExpiry } from '../invitations/invitation-defaults.ts';
import { channelOf } from '../invitations/send-mail-invitations.ts';
import { newInvitationToken, requestOrigin } from '../invitations/tokens.ts';
import { channelAddresses } from './channel-addresses.ts';
import type { ImportLineRow, MemberImportRow } from './import-rows.ts';
import { reserveImportSeats } from './import-seats.ts';
import { mailImportJob } from './mail-import-job.ts';

/** What a commit answers, and what a second commit of the same import answers again. */
export interface ImportCommitResult {
  importId: number;
  mode: ImportCommitInput['mode'];
  dryRun: boolean;
  invited: number;
  skipped: number;
  /** The file lines left out (skip mode). */
  skippedLines: number[];
  committedAt: string | null;
}

const role = 'student';
const insertBatch = 500;

/** The refusal of an import with bad rows, by the §8 error most of them share. */
function refusal(issues: ImportRowIssue['code'][], count: number): AppError {
  const code = issues.includes('invalid_email')
    ? 'some_invalid_emails'
    : issues.includes('duplicate_emails')
      ? 'duplicate_emails'
      : issues.includes('signed_up_accounts_exist')
        ? 'signed_up_accounts_exist'
        : 'import_has_errors';
  return new AppError(409, code, `channel-admin.import.error.${code}`, { count });
}

const profilePatch = (row: ImportLineRow): MemberProfilePatch => ({
  profile: row.member.profile,
  group: row.member.group,
  departments: row.member.departments,
  additionalInfo: row.member.additionalInfo,
  canChangeOwnInfo: row.member.canChangeOwnInfo,
});

/** Rolls the dry run's transaction back while carrying its answer out. */
class DryRunDone extends Error {
  readonly result: ImportCommitResult;
  constructor(result: ImportCommitResult) {
    super('dry run');
    this.result = result;
  }
}

/**
 * Commits a validated import in one transaction: every row (all-or-nothing) or the valid rows
 * (skip mode) become mail invitations, seats permitting; then the job `channel-admin.mail-import`
 * mails them. Addresses that joined or were invited since the validation count as signed up.
 * Accounts that exist are invited through the memberships service with the row's profile; new
 * addresses get a pending invitation carrying it for when they join. A dry run does all of it and
 * rolls back. A committed import answers its stored result and changes nothing (but for queueing
 * the mail job again, which mails only invitations still unmailed).
 */
export async function commitImport(
  rc: RequestContext,
  target: MemberImportRow,
  input: ImportCommitInput,
): Promise<ImportCommitResult> {
  const channel = channelOf(rc);
  const actor = rc.requireUser();
  const scope = { channelId: channel.index, actorId: actor.id };
  let result: ImportCommitResult;
  try {
    result = await rc.db.transaction(async (trx) => {
      const locked: MemberImportRow = await trx('channel_member_imports')
        .where({ id: target.id })
        .forUpdate()
        .first();
      if (locked.committed_at) return locked.commit_result as ImportCommitResult;
      if (locked.status !== 'ready')
        throw new AppError(409, 'import_not_ready', 'channel-admin.import.error.import_not_ready');
      // One invitation batch at a time per channel, as the mail invitations take turns.
      await trx('channels').where({ id: channel.index }).forUpdate().first('id');
      const rows: ImportLineRow[] = await trx('channel_member_import_rows')
        .where({ import_id: locked.id })
        .orderBy('line');
      const { inChannel, accounts } = await channelAddresses(
        trx,
        channel.index,
        rows.filter((r) => r.valid).map((r) => r.email),
      );
      const bad = rows.filter((r) => !r.valid || inChannel.has(r.email));
      const good = rows.filter((r) => r.valid && !inChannel.has(r.email));
      const codes = bad.flatMap((r) =>
        r.issues.length ? r.issues.map((i) => i.code) : ['signed_up_accounts_exist' as const],
      );
      if ((input.mode === 'allOrNothing' && bad.length) || !good.length) throw refusal(codes, bad.length);
      await reserveImportSeats(trx, rc, channel.index, good.length);
      await invite(trx, rc, locked.id, good, accounts, input, scope);
      const result: ImportCommitResult = {
        importId: locked.id,
        mode: input.mode,
        dryRun: input.dryRun,
        invited: good.length,
        skipped: bad.length,
        skippedLines: bad.map((r) => r.line),
        committedAt: input.dryRun ? null : new Date().toISOString(),
      };
      if (input.dryRun) throw new DryRunDone(result);
      await trx('channel_member_imports')
        .where({ id: locked.id })
        .update({
          status: 'committed',
          committed_at: result.committedAt,
          commit_result: JSON.stringify(result),
          updated_at: trx.fn.now(),
        });
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
  // A new run each time, so a commit repeated after a failed run mails what that run left.
  await rc.enqueue(mailImportJob, { importId: target.id, origin: requestOrigin(rc) });
  return result;
}

/** Invites the good rows: accounts through the memberships service, each row an invitation to mail. */
async function invite(
  trx: Knex,
  rc: RequestContext,
  importId: number,
  good: ImportLineRow[],
  accounts: ReadonlyMap<string, number>,
  input: ImportCommitInput,
  scope: { channelId: number; actorId: number },
): Promise<void> {
  const memberships = rc.service(membershipRef);
  const emails = good.map((r) => r.email);
  // An expired invitation no longer blocks a new one to the same address.
  await trx('channel_invitations')
    .where({ channel_id: scope.channelId, kind: 'email' })
    .whereNull('revoked_at')
    .whereNull('accepted_at')
    .where('expires_at', '<=', trx.fn.now())
    .whereRaw('lower(email) = any(?)', [emails])
    .update({ revoked_at: trx.fn.now() });
  const known = good.filter((r) => accounts.has(r.email));
  if (known.length) {
    await memberships.invite(trx, scope, {
      userIds: known.map((r) => accounts.get(r.email)!),
      source: 'channel',
      role,
    });
    for (const row of known)
      await memberships.updateProfile(trx, scope, accounts.get(row.email)!, profilePatch(row));
  }
  const expiresAt = invitationExpiry(input.validDays ?? (await invitationDefaults(rc, trx)).validDays);
  for (let i = 0; i < good.length; i += insertBatch)
    await trx('channel_invitations').insert(
      good.slice(i, i + insertBatch).map((row) => ({
        channel_id: scope.channelId,
        kind: 'email',
        token_hash: newInvitationToken().hash, // nobody holds it: the mail job gives each a new one
        email: row.email,
        user_id: accounts.get(row.email) ?? null,
        role,
        group_name: row.member.group,
        locale: input.locale,
        expires_at: expiresAt,
        max_uses: 1,
        created_by: scope.actorId,
        import_id: importId,
        member_profile: JSON.stringify(profilePatch(row)),
      })),
    );
}
