import { z } from 'zod';

/** Characters of a code: capitals and digits without the look-alikes 0/O, 1/I/L. */
export const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A code's length. */
export const codeLength = 6;

/** A typed code: trimmed, upper-cased, six characters of the alphabet. */
export const codeSchema = z
  .string()
  .trim()
  .max(20)
  .transform((s) => s.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, 'attendance.validation.code'));

/** `POST /api/attendance/check-in`: the code, and the claim that carried it through login. */
export const checkInInput = z.object({
  code: codeSchema,
  claim: z.string().max(600).optional(),
});
/** A check-in as the web sends it. */
export type CheckInInput = z.input<typeof checkInInput>;
