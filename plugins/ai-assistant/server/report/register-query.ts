import { z } from 'zod';
import type { Knex } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import type { AiAction, AiRegisterPage, AiRegisterRow } from '../../common/views.ts';
import type { Guardrail } from '../../common/settings.ts';
import { settledCallStatuses } from '../../common/call-statuses.ts';
import type { ReportRange } from './report-range.ts';

/** The register's statuses a filter may name: how a call ended, or `streaming` while it runs. */
export const callStatuses = [...settledCallStatuses, 'streaming'] as const;

/** `GET /api/{ai}/register` filters beside the date range: lecture, action, status, user; paged. */
export const RegisterFilters = z.object({
  lecture: idSchema.optional(),
  action: z.enum(['code_explanation', 'code_solution', 'chat', 'qna', 'exam_prompt']).optional(),
  status: z.enum(callStatuses).optional(),
  user: idSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

interface Row {
  response_id: string;
  created_at: Date;
  user_name: string | null;
  lecture_index: number | null;
  lesson_index: number | null;
  action: AiAction;
  guardrail: Guardrail | null;
  status: string;
  input_tokens: number;
  output_tokens: number;
  tokens_estimated: boolean;
  first_token_ms: number | null;
  duration_ms: number | null;
  charged: boolean;
  question: string | null;
  answer: string | null;
}

/** A page of the register over some lectures, newest first. */
export async function readRegister(
  db: Knex,
  lectures: { lectureIndex: number; title: string }[],
  range: ReportRange,
  f: z.infer<typeof RegisterFilters>,
): Promise<AiRegisterPage> {
  const titles = new Map(lectures.map((l) => [l.lectureIndex, l.title]));
  const base = db('ai_calls as c')
    .whereIn(
      'c.lecture_index',
      lectures.map((l) => l.lectureIndex),
    )
    .where('c.created_at', '>=', range.start)
    .where('c.created_at', '<', range.end)
    .modify((q) => {
      if (f.lecture) q.where('c.lecture_index', f.lecture);
      if (f.action) q.where('c.action', f.action);
      if (f.status) q.where('c.status', f.status);
      if (f.user) q.where('c.user_id', f.user);
    });
  const [{ total }] = await base.clone().count({ total: '*' });
  const rows: Row[] = await base
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .orderBy([
      { column: 'c.created_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .offset((f.page - 1) * f.pageSize)
    .limit(f.pageSize)
    .select('c.*', 'u.name as user_name');
  return {
    list: rows.map((r) => presentRow(r, titles)),
    total: Number(total),
    page: f.page,
    pageSize: f.pageSize,
  };
}

function presentRow(r: Row, titles: Map<number, string>): AiRegisterRow {
  return {
    responseId: r.response_id,
    createdAt: new Date(r.created_at).toISOString(),
    userName: r.user_name ?? '',
    lectureIndex: r.lecture_index,
    lectureTitle: r.lecture_index === null ? '' : (titles.get(r.lecture_index) ?? ''),
    lessonIndex: r.lesson_index,
    action: r.action,
    guardrail: r.guardrail ?? 'hints',
    status: r.status,
    tokens: r.input_tokens + r.output_tokens,
    tokensEstimated: r.tokens_estimated,
    firstTokenMs: r.first_token_ms,
    durationMs: r.duration_ms,
    charged: r.charged,
    question: r.question,
    answer: r.answer,
  };
}
