import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_VALUES } from '@seodang/judge/protocol';
import { Button, isApiError, showToast } from '@seodang/sdk/web';
import { maxUsageLimit, type ChannelAiSettings } from '../../common/settings.ts';
import type { AiApi } from '../api.ts';
import { GuardrailChoice } from '../components/guardrail-choice.tsx';
import { FeatureSwitches } from '../components/feature-switches.tsx';

/** The channel's settings (§3, §9): active, the features, the limit 1–9, blocked languages, default guardrail. */
export function ChannelSettingsForm({
  ai,
  initial,
  onSaved,
}: {
  ai: AiApi;
  initial: ChannelAiSettings;
  onSaved: () => void;
}) {
  const { t } = useTranslation('ai-assistant');
  const [form, setForm] = useState(initial);
  const [busy, setBusy] = useState(false);
  const limitId = useId();
  return (
    <form
      data-testid="ai-channel-settings"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        ai.saveChannel(form)
          .then(() => {
            showToast(t('admin.saved'), { type: 'success' });
            onSaved();
          })
          .catch((err) => showToast(isApiError(err) ? err.message : String(err), { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      <h3>{t('admin.settings')}</h3>
      <label className="sd-switch">
        <input
          type="checkbox"
          checked={form.active}
          data-testid="ai-channel-active"
          onChange={(e) => setForm({ ...form, active: e.target.checked })}
        />
        {t('admin.active')}
      </label>
      <FeatureSwitches value={form} onChange={setForm} />
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={limitId}>
          {t('admin.limit', { max: maxUsageLimit })}
        </label>
        <input
          id={limitId}
          className="sd-input ai-number"
          type="number"
          min={1}
          max={maxUsageLimit}
          value={form.usageLimit}
          data-testid="ai-channel-limit"
          onChange={(e) => setForm({ ...form, usageLimit: Number(e.target.value) })}
        />
      </div>
      <fieldset className="sd-fieldset">
        <legend>{t('admin.blocked')}</legend>
        <ul className="sd-check-list">
          {LANGUAGE_VALUES.map(({ value, label }) => (
            <li key={value}>
              <label className="sd-check">
                <input
                  type="checkbox"
                  checked={form.blockedLanguages.includes(value)}
                  onChange={(e) =>
                    setForm({
                      ...form,
                      blockedLanguages: e.target.checked
                        ? [...form.blockedLanguages, value]
                        : form.blockedLanguages.filter((l) => l !== value),
                    })
                  }
                />
                {label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <GuardrailChoice
        name="ai-default-guardrail"
        legend={t('admin.defaultGuardrail')}
        value={form.defaultGuardrail}
        onChange={(defaultGuardrail) => setForm({ ...form, defaultGuardrail })}
      />
      <Button type="submit" color="primary" loading={busy} data-testid="ai-channel-save">
        {t('admin.save')}
      </Button>
    </form>
  );
}
