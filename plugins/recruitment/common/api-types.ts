import type { PeriodPhase } from './period.ts';
import type { ApplicationStatus, PostingState } from './states.ts';
import type { employmentTypes } from './posting-input.ts';

/** A posting as the API answers it (lists leave the introduction and contacts out). */
export interface Posting {
  sequence: number;
  /** Always 2: recruitment postings are presented as lectures of type RECRUITMENT. */
  lectureType: 2;
  urlSlug: string;
  title: string;
  description: string;
  company: string;
  employmentType: (typeof employmentTypes)[number];
  location: string;
  remote: boolean;
  positions: number;
  salaryMin: number | null;
  salaryMax: number | null;
  skills: string[];
  openAt: string | null;
  closeAt: string | null;
  state: PostingState;
  /** The application period at the time of the answer (spec §4 "Event period"). */
  period: { phase: PeriodPhase; dDay: number | null; proceeding: boolean; finished: boolean };
  blind: boolean;
  owner: { id: number | null; name: string };
  createdAt: string;
  updatedAt: string;
}

/** A posting with everything its page shows. */
export interface PostingDetail extends Posting {
  introduction: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactLink: string | null;
  /** Whether the caller may edit it and review its applications. */
  isManager: boolean;
  /** The screening assessment applicants sit when they submit, or null. */
  screening: ScreeningInfo | null;
  /** The screening exam's index as its author set it (managers only; null otherwise or when none). */
  screeningExamIndex: number | null;
}

/** A screening assessment: an exam of the channel, with the examinee's way in. */
export interface ScreeningInfo {
  examIndex: number;
  title: string;
  assessmentTitle: string;
  startAt: string;
  endAt: string;
  path: string;
}

/** Where an examinee stands in a screening exam. */
export type ScreeningState = 'registered' | 'started' | 'finished';

/** The applicant's own view of their screening: the exam and where they stand (the score is the reviewers'). */
export interface ApplicantScreening extends ScreeningInfo {
  state: ScreeningState;
}

/** A reviewer's view of an applicant's screening. */
export interface ReviewedScreening {
  state: ScreeningState;
  /** Known once finished. */
  totalScore: number | null;
  maxTotalScore: number;
}

/** A posting in its manager's list, with its applications counted by status. */
export interface ManagedPosting extends Posting {
  applicationCounts: { submitted: number; pass: number; fail: number; total: number };
}

/** An application as its applicant sees it. */
export interface MyApplication {
  index: number;
  status: ApplicationStatus;
  coverMessage: string;
  mobile: string | null;
  portfolioLink: string | null;
  /** The attached résumé (a PDF), or null. */
  resume: { name: string; size: number } | null;
  submittedAt: string | null;
  updatedAt: string;
  /** The posting's screening assessment once the application is submitted (registered), else null. */
  screening: ApplicantScreening | null;
  /**
   * What is attached with consent and when consent was given: certificates and badges by id, and
   * each with its live verification (`items`, the applicant's own view).
   */
  attachments: {
    credentials: {
      consent: boolean;
      certIds: string[];
      consentedAt: string | null;
      items: MyCredential[];
    };
    /** The figures are taken at submit (null before, or without consent). */
    experience: { consent: boolean; consentedAt: string | null; snapshot: ExperienceFigures | null };
    /** The progress is taken at submit (empty before, or without consent). */
    roadmaps: { consent: boolean; consentedAt: string | null; snapshot: RoadmapFigures[] };
  };
  posting: Pick<Posting, 'sequence' | 'urlSlug' | 'title' | 'company' | 'state' | 'period'>;
}

/** An application as a reviewer sees it; under blind review the applicant is hidden until PASS. */
export interface ReviewedApplication {
  index: number;
  status: ApplicationStatus;
  /** Whether the applicant's identity is hidden (blind review, not passed). */
  hidden: boolean;
  applicant: { id: number | null; name: string | null; email: string | null; mobile: string | null };
  coverMessage: string;
  portfolioLink: string | null;
  resume: { name: string; size: number } | null;
  /** The attached certificates and badges with their live verification (none once withdrawn). */
  attachments: {
    credentials: ReviewedCredential[];
    experience: ExperienceFigures | null;
    roadmaps: RoadmapFigures[];
  };
  note: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  /** The applicant's screening assessment (null: the posting has none, or they are not registered). */
  screening: ReviewedScreening | null;
}

/** An attached certificate or badge as its holder sees it, with its verification now. */
export interface MyCredential {
  certId: string;
  title: string;
  sourceKind: string;
  /** `missing`: it no longer exists (deleted with its source). */
  state: CredentialState | 'missing';
}

/** A certificate's or badge's verification now. */
export type CredentialState = 'valid' | 'revoked' | 'expired' | 'replaced';

/** An attached certificate or badge as a reviewer sees it; blind review hides its holder and id. */
export interface ReviewedCredential {
  certId: string | null;
  title: string;
  sourceKind: string;
  holderName: string | null;
  issuedAt: string;
  validUntil: string | null;
  /** `missing`: it no longer exists (deleted with its source). */
  state: CredentialState | 'missing';
}

/** Experience figures as taken at submit. */
export interface ExperienceFigures {
  level: number;
  experiencePoint: number;
  totalXp: number;
  takenAt: string;
}

/** A roadmap's progress as taken at submit. */
export interface RoadmapFigures {
  sequence: number;
  title: string;
  percent: number;
  done: number;
  skipped: number;
  total: number;
  takenAt: string;
}

/** What an applicant could attach to a posting, and what the consent says. */
export interface Attachable {
  /** Who receives it: the posting's company and channel. */
  recipient: { company: string; channel: string | null };
  retentionDays: number;
  consentVersion: string;
  /** The applicant's certificates and badges in this channel; null: the group is not offered. */
  credentials: { certId: string; title: string; sourceKind: string; state: CredentialState }[] | null;
  /** My figures here now (what submit would take); null: the group is not offered. */
  experience: { level: number; experiencePoint: number; totalXp: number } | null;
  /**
   * The experience plugin is there but I have no record here yet: the group shows "no record yet"
   * and attaches nothing (`experience` is null then).
   */
  noExperienceRecord: boolean;
  /** My chosen roadmaps here with my progress now; null: the group is not offered. */
  roadmaps: Omit<RoadmapFigures, 'takenAt'>[] | null;
}
