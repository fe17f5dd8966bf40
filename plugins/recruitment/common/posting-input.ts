import { z } from 'zod';
import { idSchema, patterns } from '@seodang/sdk/common';

/** Employment types a posting offers. */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERN'] as const;

/** The largest introduction, in UTF-8 bytes (spec §5: contents of at most 1,048,576 bytes). */
export const maxIntroductionBytes = 1_048_576;
/** The largest salary a posting may name, in KRW (an integer column's range). */
export const maxSalary = 2_000_000_000;

const k = (name: string) => `recruitment.validation.${name}`;
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const bytes = (s: string) => new TextEncoder().encode(s).length;

const dateTime = z.preprocess(blankToNull, z.iso.datetime({ offset: true, message: k('date') }).nullable());
const salary = z.preprocess(
  blankToNull,
  z
    .number({ message: k('salary') })
    .int(k('salary'))
    .min(0, k('salary'))
    .max(maxSalary, k('salary'))
    .nullable(),
);

/**
 * A posting as its author writes it: the rule the form and the server both check. The title's
 * messages are spec §5's; the others are ours. Each message is a catalogue key (ko, en, ja).
 */
export const postingInput = z
  .object({
    title: z
      .string({ message: k('titleEmpty') })
      .trim()
      .min(1, k('titleEmpty'))
      .max(60, k('titleTooLong')),
    description: z.string().trim().max(99, k('descriptionTooLong')).default(''),
    company: z
      .string({ message: k('company') })
      .trim()
      .min(1, k('company'))
      .max(60, k('company')),
    employmentType: z.enum(employmentTypes, { message: k('employmentType') }),
    location: z.string().trim().max(100, k('location')).default(''),
    remote: z.boolean().default(false),
    positions: z
      .number({ message: k('positions') })
      .int(k('positions'))
      .min(1, k('positions'))
      .max(999, k('positions')),
    salaryMin: salary.default(null),
    salaryMax: salary.default(null),
    skills: z
      .array(z.string().trim().min(1, k('skill')).max(30, k('skill')), { message: k('skills') })
      .max(10, k('skills'))
      .default([]),
    openAt: dateTime.default(null),
    closeAt: dateTime.default(null),
    contactEmail: z.preprocess(
      blankToNull,
      z.string().trim().max(254, k('email')).regex(patterns.email, k('email')).nullable(),
    ),
    contactPhone: z.preprocess(blankToNull, z.string().trim().regex(patterns.phone, k('phone')).nullable()),
    contactLink: z.preprocess(
      blankToNull,
      z.string().trim().max(2000, k('link')).regex(patterns.link, k('link')).nullable(),
    ),
    introduction: z
      .string()
      .refine((s) => bytes(s) <= maxIntroductionBytes, k('introductionTooLong'))
      .default(''),
    blind: z.boolean().default(false),
    /** The exam (of the assessment plugin, in the posting's channel) applicants sit when they submit. */
    screeningExamIndex: z.preprocess(blankToNull, idSchema.nullable()).default(null),
  })
  .superRefine((v, ctx) => {
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax)
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: k('salaryOrder') });
    if (v.openAt && v.closeAt && new Date(v.closeAt) <= new Date(v.openAt))
      ctx.addIssue({ code: 'custom', path: ['closeAt'], message: k('periodOrder') });
    if (new Set(v.skills.map((s) => s.toLowerCase())).size !== v.skills.length)
      ctx.addIssue({ code: 'custom', path: ['skills'], message: k('skillsRepeated') });
  });
/** A posting as its author sends it. */
export type PostingInput = z.input<typeof postingInput>;
/** A posting as the server stores it, after the rule. */
export type PostingValues = z.output<typeof postingInput>;

/**
 * What the applicant attaches, group by group, each only with its consent ticked: certificates
 * and badges of this channel by their ids, and the experience figures. Ids without consent are
 * refused, not dropped. A group left out stays as it was.
 */
export const attachmentsInput = z
  .object({
    credentials: z
      .object({
        consent: z.boolean(),
        certIds: z
          .array(z.string().regex(/^[A-Za-z0-9_-]{12}$/, k('certId')))
          .max(50, k('certIds'))
          .default([]),
      })
      .optional(),
    /** The experience figures (level, points), taken at submit. */
    experience: z.object({ consent: z.boolean() }).optional(),
    /** The progress on the roadmaps the applicant chose, taken at submit. */
    roadmaps: z.object({ consent: z.boolean() }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.credentials && !v.credentials.consent && v.credentials.certIds.length)
      ctx.addIssue({ code: 'custom', path: ['credentials', 'consent'], message: k('consentRequired') });
  });

/** The version of the consent texts an applicant agrees to (kept with each consent). */
export const consentVersion = '2026-11';
/** How long after a posting closes its applications, and what was attached, are kept. */
export const retentionDays = 180;

/** An application as the applicant saves it; every field may wait until submit. */
export const applicationInput = z.object({
  attachments: attachmentsInput.optional(),
  coverMessage: z.string().trim().max(2000, k('coverMessage')).default(''),
  mobile: z.preprocess(blankToNull, z.string().trim().regex(patterns.mobile, k('mobile')).nullable()),
  portfolioLink: z.preprocess(
    blankToNull,
    z.string().trim().max(2000, k('link')).regex(patterns.link, k('link')).nullable(),
  ),
});

/** A reviewer's verdict on applications (spec §4: PASS=2, FAIL=3), one or many at once. */
export const verdictInput = z.object({
  status: z.union([z.literal(2), z.literal(3)], { message: k('verdict') }),
  note: z.string().trim().max(2000, k('note')).optional(),
});

/** The review list's filters: a status and a search over names, e-mails and cover messages. */
export const reviewQuery = z.object({
  status: z.coerce.number().int().min(0).max(4).optional(),
  search: z.string().trim().max(100).optional(),
});
/** An application as the applicant sends it. */
export type ApplicationInput = z.input<typeof applicationInput>;
/** The attachments of an application after the rule. */
export type AttachmentsInput = z.output<typeof attachmentsInput>;
