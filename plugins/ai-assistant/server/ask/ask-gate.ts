import { AppError } from '@seodang/sdk';
import type { AiAvailability, FeatureState } from '../../common/availability.ts';
import type { AiAction } from '../../common/views.ts';

const featureOf: Record<AiAction, keyof AiAvailability> = {
  code_explanation: 'codeExplanation',
  code_solution: 'codeSolution',
  chat: 'chat',
  qna: 'qna',
};

/** The §4 refusal of a feature that is off: no provider, the policy, an exam, or the shown reason. */
function refusal(state: Extract<FeatureState, { enabled: false }>): AppError {
  switch (state.reason) {
    case 'provider_off':
      return new AppError(503, 'ai_unavailable', 'ai.error.ai_unavailable');
    case 'policy_not_accepted':
      return new AppError(403, 'ai_policy_required', 'ai.error.ai_policy_required');
    case 'exam_in_progress':
      return new AppError(403, 'ai_exam_in_progress', 'ai.error.ai_exam_in_progress');
    default:
      return new AppError(403, 'ai_disabled', 'ai.error.ai_disabled', {}, undefined, {
        reason: state.reason,
      });
  }
}

/** 403 (503 without a provider) unless §4 lets the caller use this feature here; `err.reason` says why. */
export function assertFeature(availability: AiAvailability, action: AiAction): void {
  const state = availability[featureOf[action]];
  if (!state.enabled) throw refusal(state);
}
