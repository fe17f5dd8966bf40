import type { EffectiveAiSettings } from './settings.ts';

/** Why a feature is off, shown to the learner (each has a message in ko, en and ja). */
export type AiOffReason =
  | 'provider_off'
  | 'not_logged_in'
  | 'channel_inactive'
  | 'lecture_disabled'
  | 'cannot_view'
  | 'policy_not_accepted'
  | 'exam_in_progress'
  | 'textbook_lesson'
  | 'language_blocked'
  | 'feature_off';

/** A feature's state: on, or off with the reason. */
export type FeatureState = { enabled: true } | { enabled: false; reason: AiOffReason };

/** What §4 decides from: the viewer, the lesson and the effective settings. */
export interface AvailabilityInput {
  providerConfigured: boolean;
  loggedIn: boolean;
  settings: EffectiveAiSettings;
  /** The channel-level switch alone (the lecture's is in `settings.active`). */
  channelActive: boolean;
  /** Enrolled learner or editor of the lecture. */
  canView: boolean;
  policyAccepted: boolean;
  /** In an exam or level test right now, or on an exam_mode quiz. */
  inExam: boolean;
  /** Whether the lecture uses the AI digital textbook (customStyleName 'textbook'). */
  useTextbook: boolean;
  lessonType: string;
  /** The quiz's language, when the lesson has a code quiz. */
  quizLanguage: string | null;
}

/** The state of each of the four features (§4). */
export interface AiAvailability {
  codeSolution: FeatureState;
  codeExplanation: FeatureState;
  chat: FeatureState;
  qna: FeatureState;
}

const on: FeatureState = { enabled: true };
const off = (reason: AiOffReason): FeatureState => ({ enabled: false, reason });

/** The reason shared by every feature, or null when the assistant may answer at all. */
function commonReason(i: AvailabilityInput): AiOffReason | null {
  if (!i.providerConfigured) return 'provider_off';
  if (!i.loggedIn) return 'not_logged_in';
  if (!i.channelActive) return 'channel_inactive';
  if (!i.settings.active) return 'lecture_disabled';
  if (!i.canView) return 'cannot_view';
  if (i.inExam) return 'exam_in_progress';
  if (!i.policyAccepted) return 'policy_not_accepted';
  return null;
}

/**
 * §4 "AI assistant", the one rule used by the server (which enforces it) and the panel (which
 * shows why a button is off):
 * - code solution ⇔ (no textbook ∨ tutorial lesson) ∧ quiz language not blocked ∧ codeSolution.active;
 * - code explanation ⇔ (no textbook ∨ tutorial lesson) ∧ codeExplanation.active;
 * - chat and Q&A follow their own flags;
 * and for all: a provider, a logged-in user, the channel and lecture on, a viewable lesson,
 * the policy accepted and no exam.
 */
export function aiAvailability(i: AvailabilityInput): AiAvailability {
  const common = commonReason(i);
  if (common)
    return { codeSolution: off(common), codeExplanation: off(common), chat: off(common), qna: off(common) };
  const textbookAllows = !i.useTextbook || i.lessonType === 'tutorial';
  const languageBlocked =
    i.quizLanguage !== null && (i.settings.blockedLanguages as string[]).includes(i.quizLanguage);
  return {
    codeSolution: !textbookAllows
      ? off('textbook_lesson')
      : languageBlocked
        ? off('language_blocked')
        : i.settings.codeSolution.active
          ? on
          : off('feature_off'),
    codeExplanation: !textbookAllows
      ? off('textbook_lesson')
      : i.settings.codeExplanation.active
        ? on
        : off('feature_off'),
    chat: i.settings.contentQuestion.chatActive ? on : off('feature_off'),
    qna: i.settings.contentQuestion.qnaActive ? on : off('feature_off'),
  };
}

/** §4: usage is over when currentUsage ≥ usageLimit. */
export function usageOver(usage: { currentUsage: number; usageLimit: number }): boolean {
  return usage.currentUsage >= usage.usageLimit;
}
