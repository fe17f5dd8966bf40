import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';

/** The defaults of a new session (issue: late after 10 min, close at start + 60, a code every 15 s + 2 s). */
export const sessionDefaults = {
  lateAfterMinutes: 10,
  durationMinutes: 60,
  codeIntervalSeconds: 15,
  codeMarginSeconds: 2,
} as const;

/** Whether a text is an IPv4 or IPv6 network in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`). */
export function isCidr(text: string): boolean {
  const m = /^([0-9a-fA-F:.]+)\/(\d{1,3})$/.exec(text);
  if (!m) return false;
  const bits = Number(m[2]);
  if (m[1].includes(':')) return bits <= 128 && /^[0-9a-fA-F:]+$/.test(m[1]) && m[1].split('::').length <= 2;
  const parts = m[1].split('.');
  return bits <= 32 && parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255);
}

const cidr = z.string().trim().max(50).refine(isCidr, 'attendance.validation.network');

/** What a teacher sets on a session; the routes and the teacher's form check the same rule. */
export const sessionSettings = z.object({
  /** ISO time the session starts. */
  startAt: z.iso.datetime({ offset: true }),
  title: z.string().trim().max(100).default(''),
  lateAfterMinutes: z.number().int().min(0).max(240).default(sessionDefaults.lateAfterMinutes),
  durationMinutes: z.number().int().min(1).max(720).default(sessionDefaults.durationMinutes),
  codeIntervalSeconds: z
    .number()
    .int()
    .min(10, 'attendance.validation.interval')
    .max(60, 'attendance.validation.interval')
    .default(sessionDefaults.codeIntervalSeconds),
  codeMarginSeconds: z.number().int().min(0).max(10).default(sessionDefaults.codeMarginSeconds),
  /** Networks a check-in must come from; empty: anywhere; left out: the channel's default. */
  networks: z.array(cidr).max(20).optional(),
});

/** `POST /api/attendance/sessions`: a session of a lecture. */
export const sessionCreateInput = sessionSettings
  .extend({ lectureIndex: idSchema })
  .refine((s) => s.lateAfterMinutes <= s.durationMinutes, {
    message: 'attendance.validation.late',
    path: ['lateAfterMinutes'],
  });
/** A new session as the teacher's form sends it. */
export type SessionCreateInput = z.input<typeof sessionCreateInput>;

/** `PUT /api/attendance/sessions/{id}`: every setting again. */
export const sessionUpdateInput = sessionSettings.refine((s) => s.lateAfterMinutes <= s.durationMinutes, {
  message: 'attendance.validation.late',
  path: ['lateAfterMinutes'],
});
