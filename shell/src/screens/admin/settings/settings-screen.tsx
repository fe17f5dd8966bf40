import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, isApiError, Loading, showToast, useAuth, usePageTitle } from '@seodang/sdk/web';
import { UnauthorizedScreen } from '../../unauthorized-screen.tsx';
import { ImageField } from './image-field.tsx';
import { loadSettings, saveSettings, settingsQueryKey, type BasicSettings } from './settings-api.ts';
import { PluginSettingField } from './plugin-setting-field.tsx';
import { channelAdminNs } from './texts.ts';
import { ManagersSection } from './managers-section.tsx';
import './manager-texts.ts';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="sd-field">
      <label className="sd-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="sd-field">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />{' '}
        {label}
      </label>
    </div>
  );
}

/**
 * /admin/settings: the channel's basic settings (spec §3 "Channel admin settings") and the
 * settings plugins register through `channelSettings`, saved together in one go.
 */
export function ChannelSettingsScreen() {
  const { t } = useTranslation(channelAdminNs);
  usePageTitle(t('settingsTitle'));
  const { userData } = useAuth();
  const isAdmin = userData?.role === 'admin';
  const client = useQueryClient();
  const settings = useQuery({ queryKey: settingsQueryKey, queryFn: loadSettings, enabled: isAdmin });
  const [basic, setBasic] = useState<BasicSettings | null>(null);
  const [values, setValues] = useState<Record<string, unknown>>({});
  useEffect(() => {
    if (settings.data) {
      setBasic(settings.data.basic);
      setValues(settings.data.values);
    }
  }, [settings.data]);
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (changed) => {
      showToast(t(changed.length ? 'saved' : 'nothingChanged'), { type: 'success' });
      void client.invalidateQueries({ queryKey: settingsQueryKey });
    },
    onError: (error) =>
      showToast(isApiError(error) ? error.message : t('common:error.unexpected'), { type: 'error' }),
  });

  if (!isAdmin) return <UnauthorizedScreen />;
  const set = <K extends keyof BasicSettings>(key: K, value: BasicSettings[K]) =>
    setBasic((b) => (b ? { ...b, [key]: value } : b));
  const preview = settings.data?.styles.find((s) => s.name === basic?.customStyleName);
  return (
    <div className="sd-container" data-testid="channel-settings-screen">
      <h1>{t('settingsTitle')}</h1>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data && basic ? (
        <>
          <section className="sd-card">
            <h2>{t('representativeImage')}</h2>
            <ImageField
              kind="favicon"
              path={settings.data.faviconPath}
              label={t('favicon')}
              help={t('faviconHelp')}
            />
            <ImageField
              kind="representative"
              path={settings.data.representativeImagePath}
              label={t('representativeImage')}
              help={t('representativeHelp')}
            />
          </section>
          <form
            className="sd-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate({ basic, values });
            }}
          >
            <section className="sd-card">
              <h2>{t('basic')}</h2>
              <Field id="cs-name" label={t('name')}>
                <input
                  id="cs-name"
                  className="sd-input"
                  value={basic.name}
                  maxLength={100}
                  required
                  onChange={(e) => set('name', e.target.value)}
                />
              </Field>
              <Field id="cs-style" label={t('style')}>
                <select
                  id="cs-style"
                  className="sd-input"
                  value={basic.customStyleName}
                  onChange={(e) => set('customStyleName', e.target.value)}
                >
                  {settings.data.styles.map((s) => (
                    <option key={s.name} value={s.name}>
                      {s.name} ({s.variant})
                    </option>
                  ))}
                </select>
              </Field>
              {preview ? (
                <figure className="sd-field" data-testid="head-preview" aria-live="polite">
                  <figcaption className="sd-field__label">{t('headPreview')}</figcaption>
                  <p>
                    <strong>{preview.head.documentTitle}</strong> · {preview.head.siteName}
                  </p>
                  <p>{preview.head.description}</p>
                </figure>
              ) : null}
              <Check
                id="cs-textbook"
                label={t('useTextbook')}
                checked={basic.useTextbook}
                onChange={(v) => set('useTextbook', v)}
              />
            </section>
            <section className="sd-card">
              <h2>{t('join')}</h2>
              <fieldset className="sd-fieldset">
                <legend>{t('join')}</legend>
                {(['approval', 'invitation'] as const).map((value) => (
                  <label key={value} className="sd-radio">
                    <input
                      type="radio"
                      name="cs-join"
                      value={value}
                      checked={basic.joinSetting === value}
                      onChange={() => set('joinSetting', value)}
                    />{' '}
                    {t(value === 'approval' ? 'joinApproval' : 'joinInvitation')}
                  </label>
                ))}
              </fieldset>
              <Check
                id="cs-own-info"
                label={t('canChangeOwnInfo')}
                checked={basic.canChangeOwnInfo}
                onChange={(v) => set('canChangeOwnInfo', v)}
              />
              <Field id="cs-expiry" label={t('defaultExpirationDays')}>
                <input
                  id="cs-expiry"
                  className="sd-input"
                  type="number"
                  min={1}
                  max={365}
                  value={basic.defaultExpirationDays}
                  onChange={(e) => set('defaultExpirationDays', Number(e.target.value))}
                />
              </Field>
              <Field id="cs-template" label={t('defaultTemplate')}>
                <textarea
                  id="cs-template"
                  className="sd-input"
                  rows={4}
                  maxLength={2000}
                  value={basic.defaultTemplate}
                  onChange={(e) => set('defaultTemplate', e.target.value)}
                />
              </Field>
              <Check
                id="cs-mail"
                label={t('receiveMail')}
                checked={basic.receiveMail}
                onChange={(v) => set('receiveMail', v)}
              />
              <fieldset className="sd-fieldset">
                <legend>{t('profileFields')}</legend>
                {settings.data.profileFieldChoices.map((field) => (
                  <label key={field} className="sd-radio">
                    <input
                      type="checkbox"
                      checked={basic.profileFields.includes(field)}
                      onChange={(e) =>
                        set(
                          'profileFields',
                          settings.data.profileFieldChoices.filter((f) =>
                            f === field ? e.target.checked : basic.profileFields.includes(f),
                          ),
                        )
                      }
                    />{' '}
                    {t(`profileField.${field}`)}
                  </label>
                ))}
              </fieldset>
              <fieldset className="sd-fieldset">
                <legend>{t('invitationSetting')}</legend>
                {(['mailAndLink', 'mailOnly', 'linkOnly'] as const).map((value) => (
                  <label key={value} className="sd-radio">
                    <input
                      type="radio"
                      name="cs-invitation"
                      value={value}
                      checked={basic.invitationSetting === value}
                      onChange={() => set('invitationSetting', value)}
                    />{' '}
                    {t(`invitation.${value}`)}
                  </label>
                ))}
              </fieldset>
            </section>
            <section className="sd-card">
              <h2>{t('connection')}</h2>
              <Field id="cs-domain" label={t('domain')}>
                <input
                  id="cs-domain"
                  className="sd-input"
                  value={basic.domain ?? ''}
                  maxLength={253}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => set('domain', e.target.value.trim() ? e.target.value : null)}
                />
              </Field>
              <Check
                id="cs-ide"
                label={t('ideConnection')}
                checked={basic.ideConnection}
                onChange={(v) => set('ideConnection', v)}
              />
            </section>
            {settings.data.extensions.length ? (
              <section className="sd-card">
                <h2>{t('pluginSettings')}</h2>
                {settings.data.extensions.map((ext) => (
                  <PluginSettingField
                    key={ext.key}
                    setting={ext}
                    value={values[ext.key]}
                    onChange={(v) => setValues((all) => ({ ...all, [ext.key]: v }))}
                  />
                ))}
              </section>
            ) : null}
            <Button type="submit" color="primary" loading={save.isPending} data-testid="settings-save">
              {t('save')}
            </Button>
          </form>
          <ManagersSection channelName={settings.data.basic.name} />
        </>
      ) : null}
    </div>
  );
}
