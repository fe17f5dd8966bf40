import { z } from 'zod';

/**
 * Account and contact fields of spec §5, shared by the server (authoritative) and the
 * forms (instant feedback). Messages are catalogue keys (see messages.ts).
 */
export const patterns = {
  /** 1–50 characters from Korean letters, Latin letters, digits, @ . _ - */
  userId: /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9@._-]{1,50}$/,
  /** 01, then 0, 1 or 6–9, then 3–4 digits, then 4 digits; no hyphens. */
  mobile: /^01[016-9]\d{3,4}\d{4}$/,
  /** ddd-ddd(d)-dddd, dd(d)-ddd(d)-dddd, or dddd-dddd(d). */
  phone: /^(?:\d{2,3}-\d{3,4}-\d{4}|\d{4}-\d{4,5})$/,
  /** http:// or https://, then a domain (a dotted name or localhost), optional port and path. */
  link: /^https?:\/\/(?:[A-Za-z0-9가-힣](?:[A-Za-z0-9가-힣-]*[A-Za-z0-9가-힣])?\.)+[A-Za-z가-힣]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/,
  email: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
};

/** A password of 8–30 characters with a letter, a digit and a special character. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    value.length <= 30 &&
    /[A-Za-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9\s]/.test(value) &&
    !/\s/.test(value)
  );
}

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const accountFieldSchemas = {
  userId: z.string({ message: 'validation.required' }).trim().regex(patterns.userId, 'validation.userId'),
  password: z.string({ message: 'validation.required' }).refine(isValidPassword, 'validation.password'),
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.name')
    .max(50, 'validation.name'),
  email: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(patterns.email, 'validation.email')
    .max(254, 'validation.email'),
  mobile: optionalText(z.string().regex(patterns.mobile, 'validation.mobile')),
  phone: optionalText(z.string().regex(patterns.phone, 'validation.phone')),
  link: optionalText(z.string().max(2000, 'validation.link').regex(patterns.link, 'validation.link')),
  locale: z.enum(['ko', 'en', 'ja']),
};

/**
 * The versions of the documents a new account agrees to; a sign-up stores the version and the
 * time of each consent, so a later revision can ask again.
 */
export const consentVersions = {
  terms: '2026-01-01',
  privacy: '2026-01-01',
  marketing: '2026-01-01',
} as const;

/** A box that must be ticked: only `true` passes, with `message` otherwise. */
const mustAgree = (message: string) => z.boolean({ message }).refine((v) => v, message);

/** The consents of a sign-up, also asked of an account made by a social sign-in. */
export const signupConsentsSchema = z.object({
  /** The terms of use (required). */
  agreeTerms: mustAgree('validation.termsRequired'),
  /** The privacy policy: collection and use of personal information (required). */
  agreePrivacy: mustAgree('validation.privacyRequired'),
  /** Marketing messages (optional). */
  agreeMarketing: z.boolean().default(false),
  /** "I am 14 or older" (required: younger children need a guardian's consent). */
  ageOver14: mustAgree('validation.ageRequired'),
});

export const signupSchema = z
  .object({
    userId: accountFieldSchemas.userId,
    password: accountFieldSchemas.password,
    passwordConfirm: z.string({ message: 'validation.required' }),
    name: accountFieldSchemas.name,
    email: accountFieldSchemas.email,
    mobile: accountFieldSchemas.mobile,
    phone: accountFieldSchemas.phone,
    link: accountFieldSchemas.link,
    /** The terms of use (required). */
    agreeTerms: mustAgree('validation.termsRequired'),
    /** The privacy policy: collection and use of personal information (required). */
    agreePrivacy: mustAgree('validation.privacyRequired'),
    /** Marketing messages (optional). */
    agreeMarketing: z.boolean().default(false),
    /** "I am 14 or older" (required: younger children need a guardian's consent). */
    ageOver14: mustAgree('validation.ageRequired'),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: 'validation.passwordMismatch',
    path: ['passwordConfirm'],
  });

export const loginSchema = z.object({
  userId: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(80, 'validation.userId'),
  password: z
    .string({ message: 'validation.required' })
    .min(1, 'validation.required')
    .max(200, 'validation.password'),
});

export const changeInfoSchema = z
  .object({
    name: accountFieldSchemas.name,
    email: accountFieldSchemas.email,
    mobile: accountFieldSchemas.mobile,
    phone: accountFieldSchemas.phone,
    link: accountFieldSchemas.link,
    locale: accountFieldSchemas.locale.optional(),
    currentPassword: optionalText(z.string().max(200)),
    newPassword: optionalText(accountFieldSchemas.password),
  })
  .refine((v) => !v.newPassword || !!v.currentPassword, {
    message: 'validation.currentPasswordRequired',
    path: ['currentPassword'],
  });

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ChangeInfoInput = z.infer<typeof changeInfoSchema>;
