import { useTranslation } from 'react-i18next';
import type { AiFeatures } from '../../common/settings.ts';

type Key = 'chat' | 'qna' | 'codeExplanation' | 'codeSolution';

const get = (f: AiFeatures, k: Key) =>
  k === 'chat'
    ? f.contentQuestion.chatActive
    : k === 'qna'
      ? f.contentQuestion.qnaActive
      : k === 'codeExplanation'
        ? f.codeExplanation.active
        : f.codeSolution.active;

/** A copy of the features with one switched. */
export function withFeature<F extends AiFeatures>(f: F, k: Key, on: boolean): F {
  if (k === 'chat') return { ...f, contentQuestion: { ...f.contentQuestion, chatActive: on } };
  if (k === 'qna') return { ...f, contentQuestion: { ...f.contentQuestion, qnaActive: on } };
  if (k === 'codeExplanation') return { ...f, codeExplanation: { active: on } };
  return { ...f, codeSolution: { active: on } };
}

/** The four switches of §3; with `limits`, a feature the channel turned off stays off (narrowing only). */
export function FeatureSwitches<F extends AiFeatures>({
  value,
  onChange,
  limits,
}: {
  value: F;
  onChange: (f: F) => void;
  limits?: AiFeatures;
}) {
  const { t } = useTranslation('ai-assistant');
  return (
    <fieldset className="sd-fieldset">
      <legend>{t('feature.title')}</legend>
      <ul className="sd-check-list">
        {(['chat', 'qna', 'codeExplanation', 'codeSolution'] as const).map((k) => {
          const allowed = !limits || get(limits, k);
          return (
            <li key={k}>
              <label className="sd-check">
                <input
                  type="checkbox"
                  checked={allowed && get(value, k)}
                  disabled={!allowed}
                  data-testid={`ai-feature-${k}`}
                  onChange={(e) => onChange(withFeature(value, k, e.target.checked))}
                />
                {t(`feature.${k}`)}
                {!allowed ? <span className="ai-muted"> ({t('teacher.channelFeatureOff')})</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
