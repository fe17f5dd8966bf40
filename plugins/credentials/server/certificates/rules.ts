import type { Knex } from '@seodang/sdk';
import type { CertificateRule, SourceKind } from '../../common/index.ts';

/** A rule row as stored. */
export interface RuleRow {
  id: number;
  source_kind: SourceKind;
  source_index: number;
  min_quiz_percent: number;
  min_attendance_percent: number;
  min_score: number;
  require_identity_verified: boolean;
  validity_months: number | null;
}

/** The saved rule of a lecture or exam, if any. */
export async function ruleOf(db: Knex, kind: SourceKind, index: number): Promise<RuleRow | undefined> {
  return (await db('certificate_rules').where({ source_kind: kind, source_index: index }).first()) as
    RuleRow | undefined;
}

/** The API's shape of a rule; a source without one answers the defaults (no minimum, no expiry). */
export function presentRule(kind: SourceKind, index: number, row: RuleRow | undefined): CertificateRule {
  return {
    sourceKind: kind,
    sourceIndex: index,
    minQuizPercent: row?.min_quiz_percent ?? 0,
    minAttendancePercent: row?.min_attendance_percent ?? 0,
    minScore: row?.min_score ?? 0,
    requireIdentityVerified: row?.require_identity_verified ?? false,
    validityMonths: row?.validity_months ?? null,
    saved: !!row,
  };
}

/** Saves a rule (insert or update on the source's unique key). */
export async function saveRule(
  db: Knex,
  channelId: number | null,
  kind: SourceKind,
  index: number,
  values: Partial<Omit<RuleRow, 'id' | 'source_kind' | 'source_index'>>,
  userId: number,
): Promise<RuleRow> {
  const [row] = (await db('certificate_rules')
    .insert({ channel_id: channelId, source_kind: kind, source_index: index, ...values, updated_by: userId })
    .onConflict(['source_kind', 'source_index'])
    .merge({ ...values, updated_by: userId, updated_at: db.fn.now() })
    .returning('*')) as RuleRow[];
  return row!;
}
