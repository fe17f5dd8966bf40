import { z } from 'zod';
import { LanguageValue } from '@seodang/judge/protocol';

/** §9: the most questions a learner may ask per lesson and period. */
export const maxUsageLimit = 9;

/**
 * How much an answer may give away (narrowest first):
 * - `hints`: no code that is not already in the learner's own file;
 * - `explanations`: code may be quoted and explained, but no edited copy of the learner's file;
 * - `fixes`: a corrected version of the learner's code may be shown.
 */
export const Guardrail = z.enum(['hints', 'explanations', 'fixes']);
/** A guardrail level. */
export type Guardrail = z.infer<typeof Guardrail>;
/** Guardrails from the narrowest to the widest. */
export const guardrailOrder: readonly Guardrail[] = ['hints', 'explanations', 'fixes'];

/** The four features of §3 "AI assistant" settings. */
export const AiFeatures = z.object({
  contentQuestion: z.object({ chatActive: z.boolean(), qnaActive: z.boolean() }),
  codeSolution: z.object({ active: z.boolean() }),
  codeExplanation: z.object({ active: z.boolean() }),
});
/** The four feature flags. */
export type AiFeatures = z.infer<typeof AiFeatures>;

/** A channel's (or the public site's) settings, kept by its admin (§3, §6, §9). */
export const ChannelAiSettings = AiFeatures.extend({
  active: z.boolean(),
  usageLimit: z.number().int().min(1).max(maxUsageLimit),
  /** Quiz languages for which code solution is never offered (§4, "the list is not shown"). */
  blockedLanguages: z.array(LanguageValue).max(15),
  defaultGuardrail: Guardrail,
});
/** A channel's settings. */
export type ChannelAiSettings = z.infer<typeof ChannelAiSettings>;

/**
 * A lecture's settings, kept by its owner, co-teachers and the channel admin. Features and the
 * limit can only narrow the channel's (a feature the channel turned off stays off, the limit never
 * exceeds the channel's); the guardrail is the teacher's call, the channel's default guardrail is
 * where a lecture starts.
 */
export const LectureAiSettings = AiFeatures.extend({
  enabled: z.boolean(),
  guardrail: Guardrail,
  usageLimit: z.number().int().min(1).max(maxUsageLimit),
});
/** A lecture's settings. */
export type LectureAiSettings = z.infer<typeof LectureAiSettings>;

/** A channel's settings before its admin saved any: everything off (§6: the service starts off). */
export function defaultChannelSettings(defaultUsageLimit: number): ChannelAiSettings {
  return {
    active: false,
    contentQuestion: { chatActive: true, qnaActive: true },
    codeSolution: { active: true },
    codeExplanation: { active: true },
    usageLimit: Math.min(maxUsageLimit, Math.max(1, defaultUsageLimit)),
    blockedLanguages: [],
    defaultGuardrail: 'hints',
  };
}

/** A lecture's settings before its teacher saved any: on, following the channel. */
export function defaultLectureSettings(channel: ChannelAiSettings): LectureAiSettings {
  return {
    enabled: true,
    guardrail: channel.defaultGuardrail,
    contentQuestion: { ...channel.contentQuestion },
    codeSolution: { ...channel.codeSolution },
    codeExplanation: { ...channel.codeExplanation },
    usageLimit: channel.usageLimit,
  };
}

/** The narrower of two guardrails. */
export function narrowerGuardrail(a: Guardrail, b: Guardrail): Guardrail {
  return guardrailOrder.indexOf(a) <= guardrailOrder.indexOf(b) ? a : b;
}

/** What applies in a lecture: its settings narrowed by the channel's. */
export interface EffectiveAiSettings extends AiFeatures {
  active: boolean;
  guardrail: Guardrail;
  usageLimit: number;
  blockedLanguages: LanguageValue[];
}

/** The lecture's settings, narrowed by the channel's (a lecture can never widen them). */
export function effectiveSettings(
  channel: ChannelAiSettings,
  lecture: LectureAiSettings | null,
): EffectiveAiSettings {
  const l = lecture ?? defaultLectureSettings(channel);
  return {
    active: channel.active && l.enabled,
    guardrail: l.guardrail,
    usageLimit: Math.min(l.usageLimit, channel.usageLimit),
    blockedLanguages: channel.blockedLanguages,
    contentQuestion: {
      chatActive: channel.contentQuestion.chatActive && l.contentQuestion.chatActive,
      qnaActive: channel.contentQuestion.qnaActive && l.contentQuestion.qnaActive,
    },
    codeSolution: { active: channel.codeSolution.active && l.codeSolution.active },
    codeExplanation: { active: channel.codeExplanation.active && l.codeExplanation.active },
  };
}
