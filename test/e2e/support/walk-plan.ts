// Who opens which route in the screen walk, with which seeded ids. Every route the app declares
// must appear here: a new screen without an entry fails the walk until someone says who uses it.

import { demoInvitationToken } from '../../../plugins/channel-admin/server/invitations/seed-invitations.ts';

export type Role = 'guest' | 'learner' | 'teacher' | 'admin' | 'channel-teacher' | 'student';

/** Seeded ids by parameter name, on the public site and in the demo channel. */
export interface Samples {
  public: Record<string, unknown>;
  channel: Record<string, unknown>;
}

export interface Visit {
  route: string;
  role: Role;
  /** The seeded ids of the role's site, with this visit's own. */
  params: (samples: Samples) => Record<string, unknown>;
  query?: string;
  /** The route sends this role on (a log-out, a finished form). */
  allowRedirect?: boolean;
  /** The screen's normal answer for this visit is a message in the error style (a link without its token). */
  allowErrorState?: boolean;
  /** axe rules off for this screen, each with its reason in the plan. */
  axeExceptions?: string[];
  /** API refusals that are this visit's normal answer (`POST /api/x answered 404`), shown as such. */
  allowResponses?: string[];
}

type Entry = [
  route: string,
  roles: Role[],
  options?: Omit<Visit, 'route' | 'role' | 'params'> & {
    params?: (site: Record<string, unknown>) => Record<string, unknown>;
  },
];

const publicRoles: Role[] = ['guest', 'learner', 'teacher'];
/** A certificate id of the right shape that no certificate has. */
const unknownCertId = 'AAAAAAAAAAAA';
/** The demo assessment's ids (its routes name it `lectureSeq`, like a lecture's). */
const ofAssessment = (site: Record<string, unknown>) => site.assessment as Record<string, unknown>;
/** The site's demo roadmap. */
const ofRoadmap = (site: Record<string, unknown>) => ({ sequence: site.roadmapSequence });
/** The demo posting's ids. */
const ofRecruitment = (site: Record<string, unknown>) => site.recruitment as Record<string, unknown>;

const entries: Entry[] = [
  // The shell
  ['/', ['guest', 'learner', 'teacher', 'admin', 'channel-teacher', 'student']],
  ['/login', ['guest']],
  ['/signup', ['guest']],
  ['/logout', ['guest'], { allowRedirect: true }],
  ['/change_info', ['learner', 'student']],
  ['/unauthorized', ['guest']],
  ['/admin', ['admin']],
  ['/admin/settings', ['admin']],
  ['/admin/log', ['admin']],
  ['/find-channel', ['guest']],
  // The UI kit for plugin authors (not in production builds).
  ['/dev/ui', ['guest'], { allowErrorState: true }], // it shows the error state among the others
  // Lectures
  ['/search', ['guest', 'learner']],
  ['/category/:first', ['guest']],
  ['/category/:first/:second', ['guest']],
  ['/lecture/:lectureSeq/:lectureSlug', ['guest', 'learner', 'student']],
  ['/lecture/:lectureSeq/:lectureSlug/lesson/:lessonIndex', ['learner', 'student']],
  ['/learn', ['learner', 'student']],
  ['/learn/my', ['learner', 'student']],
  ['/teach/my', ['teacher', 'channel-teacher']],
  ['/teach/lecture/new', ['teacher']],
  ['/teach/lecture/:lectureSeq/edit', ['teacher', 'channel-teacher']],
  ['/teach/curriculum-codes', ['teacher']],
  ['/teach/lecture/:lectureSeq/manage', ['teacher', 'channel-teacher']],
  // Workspace
  ['/workspace', ['channel-teacher']],
  ['/workspace/help', ['student']],
  // A lesson's workspace opens its first quiz.
  ['/workspace/lesson/:lectureIndex/:lessonIndex', ['learner', 'student'], { allowRedirect: true }],
  // The editor's save bar stays at the window's bottom edge over the form scrolling beneath it, so
  // whatever control sits at that edge when the page opens (a language's box, at 1440×900 in
  // English) is partly covered; axe counts the covered part as a small target. Scrolled to, it is
  // whole: target-size is checked where nothing covers the form (the edit screen below).
  ['/workspace/quiz/new', ['channel-teacher'], { axeExceptions: ['target-size'] }],
  ['/workspace/quiz/:quizIndex', ['student']],
  ['/workspace/quiz/:quizIndex/grading', ['channel-teacher']],
  ['/workspace/quiz/:quizIndex/edit', ['channel-teacher']],
  // Assessment
  ['/manage/my', ['channel-teacher', 'admin']],
  ['/manage/assessment/new', ['channel-teacher']],
  ['/manage/assessment/:lectureSeq', ['channel-teacher'], { params: ofAssessment }],
  ['/assessment/my', ['student']],
  // Opened from the exam room's QR code with a one-time token; without one it says the link is not valid.
  ['/assessment/mobile', ['student'], { allowErrorState: true }],
  ['/assessment/:lectureSeq/:lectureSlug', ['student'], { params: ofAssessment }],
  ['/assessment/:sequence/:url_slug/additional-form', ['student'], { params: ofAssessment }],
  ['/assessment/:sequence/:url_slug/additional-form/complete', ['student'], { params: ofAssessment }],
  ['/assessment/:lectureSeq/:lectureSlug/exam/:examIndex', ['student'], { params: ofAssessment }],
  [
    '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/report/:userId',
    ['channel-teacher'],
    { params: ofAssessment },
  ],
  // The exam's report opens on its first examinee's page.
  [
    '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/report',
    ['channel-teacher'],
    { params: ofAssessment, allowRedirect: true },
  ],
  // Supervision
  [
    '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/control-room',
    ['channel-teacher'],
    { params: ofAssessment },
  ],
  [
    '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/control',
    ['channel-teacher'],
    { params: ofAssessment },
  ],
  [
    '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/supervision-groups',
    ['channel-teacher'],
    { params: ofAssessment },
  ],
  // Commerce: the demo learner's cart (a paid lecture, a wished one); the channel student's is empty.
  ['/cart', ['learner', 'student']],
  // Checkout: the demo learner's cart item, the channel student's empty cart. Opened without the
  // payment window's parameters, success says there is nothing to confirm, fail gives the general reason.
  ['/checkout', ['learner', 'student']],
  ['/checkout/success', ['learner']],
  ['/checkout/fail', ['learner']],
  // Commerce revenue: a teacher's own sales and statements; the channel's for its admin.
  ['/teach/revenue', ['teacher', 'channel-teacher']],
  ['/admin/revenue', ['admin']],
  // Commerce management: a teacher's coupons and bundles, the channel's coupons for its admin.
  ['/teach/coupons', ['teacher', 'channel-teacher']],
  ['/teach/bundles', ['teacher', 'channel-teacher']],
  ['/admin/coupons', ['admin']],
  // Commerce refunds: the learner's payment history and one of their orders (the demo learner's
  // paid orders; the channel student has none), the channel's refunds and payments for its admin.
  ['/learn/payments', ['learner', 'student']],
  ['/learn/payments/:orderId', ['learner']],
  ['/admin/refunds', ['admin']],
  // Community
  ['/notice', ['guest', 'student']],
  ['/notice/new', ['admin']],
  ['/notice/:index', ['guest', 'student']],
  ['/notice/:index/edit', ['admin']],
  ['/notification', ['learner', 'student']],
  ['/notification/promotion', ['learner']],
  ['/qna', ['learner', 'student']],
  ['/qna/new', ['learner']],
  ['/qna/:index', ['learner', 'student'], { params: (site) => ({ index: site.questionIndex }) }],
  ['/qna/:index/edit', ['learner'], { params: (site) => ({ index: site.questionIndex }) }],
  // Channel admin: the channel's members (on the public site it says members live in a channel)
  ['/admin/members', ['admin']],
  ['/admin/invitations', ['admin']],
  // The channel's mail: the demo outbox's delivered and bounced invitations.
  ['/admin/mail', ['admin']],
  // An invitation link's page, opened with the demo channel's live link by a member (it offers to accept).
  ['/invite/:token', ['student'], { params: () => ({ token: demoInvitationToken }) }],
  // Member sync: the demo directory's settings, its pending diff and the run history.
  ['/admin/sync', ['admin']],
  // Attendance: a code that is not (or no longer) shown answers its refusal; the demo's open session.
  [
    '/attendance/:code',
    ['student'],
    {
      params: () => ({ code: 'ABC234' }),
      allowResponses: ['POST /api/attendance/check-in answered 404'],
    },
  ],
  ['/teach/attendance/:sessionId/display', ['channel-teacher']],
  ['/learn/attendance', ['learner', 'student']],
  // Messaging: the teacher's screen, and the student's copy of the demo notice
  ['/teach/message', ['channel-teacher']],
  ['/message/:sequence', ['student'], { params: (site) => ({ sequence: site.messageSequence }) }],
  // Recruitment: the demo school's open posting (the teacher's) with 하준's application; the public
  // site has no posting, so its list is empty.
  ['/manage/recruitment', ['channel-teacher', 'admin']],
  ['/manage/recruitment/new', ['channel-teacher']],
  ['/manage/recruitment/:sequence', ['channel-teacher'], { params: ofRecruitment }],
  ['/manage/recruitment/:sequence/edit', ['channel-teacher'], { params: ofRecruitment }],
  ['/recruitment', ['guest', 'student']],
  ['/recruitment/:sequence/:urlSlug', ['student'], { params: ofRecruitment }],
  ['/recruitment/my', ['student']],
  // Roadmaps: the public site's 파이썬 백엔드 입문 (민준's) and the demo school's 1학년 정보 로드맵
  ['/roadmap', ['guest', 'learner', 'student']],
  ['/roadmap/my', ['learner', 'student']],
  ['/roadmap/:sequence', ['guest', 'learner', 'student'], { params: ofRoadmap }],
  [
    '/teacher/:sequence/roadmap',
    ['guest', 'student'],
    { params: (site) => ({ sequence: site.roadmapTeacher }) },
  ],
  ['/teach/roadmap', ['teacher', 'channel-teacher']],
  ['/teach/roadmap/new', ['teacher']],
  ['/teach/roadmap/:sequence/edit', ['channel-teacher'], { params: ofRoadmap }],
  // Credentials: the verify page is open to visitors of a channel too
  ['/credentials/verify', ['guest', 'student']],
  ['/learn/certificates', ['learner', 'student']],
  ['/learn/badges', ['learner', 'student']],
  ['/teach/badges', ['teacher', 'channel-teacher']],
  ['/admin/certification-events', ['admin']],
  // The demo school's hackathon; on the public site, where the demo has no event, it is not found.
  [
    '/certification/:event',
    ['guest', 'student'],
    {
      params: () => ({ event: 'seodang-hackathon-2025' }),
      allowErrorState: true,
      allowResponses: ['GET /api/certificate/event/seodang-hackathon-2025 answered 404'],
    },
  ],
  // The school's seeded certificate for the student; on the public site, where the demo has none,
  // an id nobody holds, whose page says so.
  [
    '/cert/:certId',
    ['guest', 'student'],
    {
      params: (site) => ({ certId: site.certId ?? unknownCertId }),
      allowErrorState: true,
      allowResponses: [`GET /api/certificate/${unknownCertId} answered 404`],
    },
  ],
  // Experience
  ['/learn/experience', ['learner', 'student']],
  // Live class: the demo Python class's class tomorrow (the device check before it)
  ['/live', ['channel-teacher', 'student']],
  ['/live/:meetingIndex', ['channel-teacher', 'student']],
  // The demo Python class's finished class: its recording with the chat replayed beside it.
  [
    '/live/:meetingIndex/recording',
    ['channel-teacher', 'student'],
    { params: (site) => ({ meetingIndex: site.recordedMeetingIndex }) },
  ],
  // The same class's attendance, for its teacher: who came, for how long, who never entered.
  [
    '/live/:meetingIndex/attendance',
    ['channel-teacher'],
    { params: (site) => ({ meetingIndex: site.recordedMeetingIndex }) },
  ],
];

/** The walk's visits, each entry's roles in turn; parameters come from the samples of each role's site. */
export function walkPlan(routes: readonly { path: string }[]): Visit[] {
  const declared = new Set(routes.map((r) => r.path));
  return entries
    .filter(([route]) => declared.has(route))
    .flatMap(([route, who, options = {}]) =>
      who.map((role) => {
        const { params, ...rest } = options;
        const siteOf = (samples: Samples) => (publicRoles.includes(role) ? samples.public : samples.channel);
        return {
          route,
          role,
          ...rest,
          params: (samples: Samples) => ({ ...siteOf(samples), ...(params?.(siteOf(samples)) ?? {}) }),
        };
      }),
    );
}
