import { postingInput, type PostingDetail, type PostingInput } from '../../common/index.ts';

/** The create form's fields as the inputs hold them (text, before the rule reads them). */
export interface PostingDraft {
  title: string;
  description: string;
  company: string;
  employmentType: string;
  location: string;
  remote: boolean;
  positions: string;
  salaryMin: string;
  salaryMax: string;
  skills: string;
  openAt: string;
  closeAt: string;
  contactEmail: string;
  contactPhone: string;
  contactLink: string;
  introduction: string;
  blind: boolean;
  /** The screening exam's index, or '' for none. */
  screeningExamIndex: string;
}

/** An empty form: applications open now and close in two weeks. */
export function emptyDraft(now = new Date()): PostingDraft {
  return {
    title: '',
    description: '',
    company: '',
    employmentType: 'FULL_TIME',
    location: '',
    remote: false,
    positions: '1',
    salaryMin: '',
    salaryMax: '',
    skills: '',
    openAt: localInput(now),
    closeAt: localInput(new Date(now.getTime() + 14 * 86_400_000)),
    contactEmail: '',
    contactPhone: '',
    contactLink: '',
    introduction: '',
    blind: false,
    screeningExamIndex: '',
  };
}

/** A `datetime-local` value (the browser's time zone) for a date. */
export function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const number = (s: string) => (s.trim() === '' ? null : Number(s));
const instant = (s: string) => (s ? new Date(s).toISOString() : null);

/** The API input the form stands for. */
export function toInput(d: PostingDraft): PostingInput {
  return {
    ...d,
    employmentType: d.employmentType as PostingInput['employmentType'],
    positions: Number(d.positions),
    salaryMin: number(d.salaryMin),
    salaryMax: number(d.salaryMax),
    skills: d.skills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    openAt: instant(d.openAt),
    closeAt: instant(d.closeAt),
    screeningExamIndex: number(d.screeningExamIndex),
  };
}

/** The form's errors by field (catalogue keys), from the same rule the server checks. */
export function errorsOf(d: PostingDraft): Partial<Record<keyof PostingDraft, string>> {
  const result = postingInput.safeParse(toInput(d));
  const errors: Partial<Record<keyof PostingDraft, string>> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as keyof PostingDraft;
      errors[field] ??= issue.message;
    }
  return errors;
}

/** A saved posting back in the form's shape (editing an existing draft). */
export function draftOf(p: PostingDetail): PostingDraft {
  return {
    title: p.title,
    description: p.description,
    company: p.company,
    employmentType: p.employmentType,
    location: p.location,
    remote: p.remote,
    positions: String(p.positions),
    salaryMin: p.salaryMin === null ? '' : String(p.salaryMin),
    salaryMax: p.salaryMax === null ? '' : String(p.salaryMax),
    skills: p.skills.join(', '),
    openAt: p.openAt ? localInput(new Date(p.openAt)) : '',
    closeAt: p.closeAt ? localInput(new Date(p.closeAt)) : '',
    contactEmail: p.contactEmail ?? '',
    contactPhone: p.contactPhone ?? '',
    contactLink: p.contactLink ?? '',
    introduction: p.introduction,
    blind: p.blind,
    screeningExamIndex: p.screeningExamIndex === null ? '' : String(p.screeningExamIndex),
  };
}
