// Accounts a channel's admin makes (spec §9 "Invitations": createAccountAuth, createAccountPicture,
// tempUser): the request shapes, shared by the server (authoritative) and the forms.
import { z } from 'zod';
import { accountFieldSchemas } from '@seodang/sdk/common';
import { profileFields } from './index.ts';

/** Accounts one request makes, and temporary testers one request adds (spec §9: 25 each). */
export const accountBatchSize = 25;

/** The kinds of made accounts: a generated password, a picture password, a temporary tester. */
export const createdAccountKinds = ['auth', 'picture', 'temp'] as const;
export type CreatedAccountKind = (typeof createdAccountKinds)[number];

/** The data layer's inviteCategory for each kind (spec §3 "Invite info"). */
export const inviteCategoryOf = (kind: CreatedAccountKind) =>
  kind === 'temp' ? ('tempTester' as const) : ('createAccount' as const);

const optionalField = z
  .string()
  .trim()
  .max(50)
  .transform((v) => v || null)
  .nullable()
  .optional();

/** One account to make: a login id, a name, and optionally a group and school profile fields. */
export const newAccountSchema = z.object({
  userId: accountFieldSchemas.userId,
  name: accountFieldSchemas.name,
  group: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  profile: z.partialRecord(z.enum(profileFields), optionalField).optional(),
});
export type NewAccountInput = z.input<typeof newAccountSchema>;

/** `POST /api/channel/accounts`: up to 25 accounts, with a generated password or a picture password. */
export const createAccountsSchema = z.object({
  kind: z.enum(['auth', 'picture']),
  role: z.enum(['student', 'teacher']).default('student'),
  accounts: z
    .array(newAccountSchema)
    .min(1)
    .max(accountBatchSize, { message: 'channel-admin.error.too_many_accounts' })
    .refine(
      (list) => new Set(list.map((a) => a.userId.toLowerCase())).size === list.length,
      'channel-admin.error.duplicate_login_ids',
    ),
});
export type CreateAccountsInput = z.input<typeof createAccountsSchema>;

/** `POST /api/channel/temp-users`: up to 25 testers named `{prefix}01`, `{prefix}02`, … */
export const tempUsersSchema = z.object({
  count: z.number().int().min(1).max(accountBatchSize, { message: 'channel-admin.error.too_many_accounts' }),
  /** Letters, digits, `.`, `_`, `-`: the testers' login ids start with it. */
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{2,40}$/, 'channel-admin.error.temp_prefix'),
  /** Days until the testers are deactivated. */
  validDays: z.number().int().min(1).max(90).default(7),
});
export type TempUsersInput = z.input<typeof tempUsersSchema>;

/** A credential as shown once, right after it was made or reset: never stored in clear. */
export interface IssuedCredential {
  /** `users.id`. */
  id: number;
  userId: string;
  name: string;
  kind: CreatedAccountKind;
  group: string | null;
  /** The generated password (auth, temp). */
  password?: string;
  /** The picture sequence: places in the grid, in order (picture). */
  pictures?: number[];
  /** Temporary testers: when they stop working. */
  expiresAt?: string | null;
}

/** A made account as the list shows it. */
export interface CreatedAccountView {
  id: number;
  userId: string;
  name: string;
  kind: CreatedAccountKind;
  /** active; expired (a tester past its time); inactive (deactivated otherwise); left (no longer a member). */
  state: 'active' | 'expired' | 'inactive' | 'left';
  createdAt: string;
  resetAt: string | null;
  expiresAt: string | null;
}
