import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast } from '@seodang/sdk/web';
import type { RevenueSettings } from '../../common/revenue.ts';
import { revenueApi } from '../revenue-api.ts';

const fields = [
  ['cardFeeBasisPoints', 'card'],
  ['phoneFeeBasisPoints', 'phone'],
  ['commissionBasisPoints', 'commission'],
] as const;

/** Percent with up to two decimals as basis points (3.3 → 330); null when it is not one. */
function basisPoints(percent: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent.trim())) return null;
  const bp = Math.round(Number(percent) * 100);
  return bp <= 10_000 ? bp : null;
}

/** The channel admin's rates and holdback (`PUT /api/admin/revenue/settings`), for payments from now on. */
export function RevenueSettingsForm({ settings }: { settings: RevenueSettings }) {
  const { t } = useTranslation('commerce');
  const [values, setValues] = useState<Record<string, string>>(() => ({
    cardFeeBasisPoints: String(settings.cardFeeBasisPoints / 100),
    phoneFeeBasisPoints: String(settings.phoneFeeBasisPoints / 100),
    commissionBasisPoints: String(settings.commissionBasisPoints / 100),
    holdbackDays: String(settings.holdbackDays),
  }));
  const [busy, setBusy] = useState(false);
  const parsed = {
    cardFeeBasisPoints: basisPoints(values.cardFeeBasisPoints),
    phoneFeeBasisPoints: basisPoints(values.phoneFeeBasisPoints),
    commissionBasisPoints: basisPoints(values.commissionBasisPoints),
    holdbackDays: /^\d{1,3}$/.test(values.holdbackDays) ? Number(values.holdbackDays) : null,
  };
  const valid = Object.values(parsed).every((v) => v !== null) && (parsed.holdbackDays ?? 0) <= 365;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await revenueApi.saveSettings(parsed as RevenueSettings);
      showToast(t('revenue.settings.saved'), { type: 'success' });
    } catch (err) {
      showToast(isApiError(err) ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const input = (key: string, label: string, inputMode: 'decimal' | 'numeric') => (
    <label key={key}>
      {label}
      <input
        name={key}
        inputMode={inputMode}
        value={values[key]}
        aria-invalid={parsed[key as keyof typeof parsed] === null}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </label>
  );
  return (
    <section aria-labelledby="revenue-settings">
      <h2 id="revenue-settings">{t('revenue.settings.heading')}</h2>
      <p>{t('revenue.settings.note')}</p>
      <form onSubmit={(e) => void submit(e)}>
        <fieldset className="cm-revenue__period">
          <legend className="sd-visually-hidden">{t('revenue.settings.heading')}</legend>
          {fields.map(([key, label]) => input(key, t(`revenue.settings.${label}`), 'decimal'))}
          {input('holdbackDays', t('revenue.settings.holdback'), 'numeric')}
          <Button type="submit" disabled={busy || !valid} data-testid="revenue-settings-save">
            {t('revenue.settings.save')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
