import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, isApiError, showToast, TextField, useMessage } from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import {
  departmentTargets,
  memberSyncMessages,
  providers,
  schedules,
  syncConfigInput,
  type SyncConfigView,
} from '../../common/index.ts';
import { syncApi, syncKeys } from '../api.ts';

const catalogues = [memberSyncMessages];

/** The directory settings; the token is write-only (a stored one shows only as "saved"). */
export function ConfigForm({ config }: { config: SyncConfigView | null }) {
  const { t } = useTranslation('member-sync');
  const message = useMessage(catalogues);
  const client = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useZodForm(syncConfigInput, {
    defaultValues: {
      provider: config?.provider ?? 'scim',
      baseUrl: config?.baseUrl ?? '',
      token: '',
      schedule: config?.schedule ?? 'off',
      departmentTarget: config?.departmentTarget ?? 'departments',
    },
  });
  const test = useMutation({
    mutationFn: syncApi.test,
    onSuccess: () => showToast(t('config.testOk'), { type: 'success' }),
    onError: (e) => showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' }),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await syncApi.saveConfig({ ...values, token: values.token || null });
      setValue('token', '');
      showToast(t('config.saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: syncKeys.config });
    } catch (e) {
      setServerError(isApiError(e) ? e.message : t('common:error.unexpected'));
    }
  });

  const { errors } = formState;
  return (
    <form
      className="sd-form sd-card"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="ms-config"
      data-testid="sync-config"
    >
      <h2 id="ms-config">{t('config.heading')}</h2>
      {serverError ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {serverError}
        </div>
      ) : null}
      <div className="sd-field">
        <label className="sd-field__label" htmlFor="ms-provider">
          {t('config.provider')}
        </label>
        <select id="ms-provider" className="sd-input" {...register('provider')}>
          {providers.map((p) => (
            <option key={p} value={p}>
              {t(`provider.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('config.baseUrl')}
        hint={t('config.baseUrlHint')}
        required
        error={errors.baseUrl}
        errorText={errors.baseUrl && message(errors.baseUrl.message)}
        data-testid="sync-base-url"
        {...register('baseUrl')}
      />
      <TextField
        label={t('config.token')}
        hint={config?.hasToken ? t('config.tokenStored') : t('config.tokenHint')}
        type="password"
        autoComplete="off"
        error={errors.token}
        errorText={errors.token && message(errors.token.message)}
        data-testid="sync-token"
        {...register('token')}
      />
      <div className="sd-field">
        <label className="sd-field__label" htmlFor="ms-schedule">
          {t('config.schedule')}
        </label>
        <select id="ms-schedule" className="sd-input" {...register('schedule')}>
          {schedules.map((s) => (
            <option key={s} value={s}>
              {t(`schedule.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor="ms-department">
          {t('config.departmentTarget')}
        </label>
        <select id="ms-department" className="sd-input" {...register('departmentTarget')}>
          {departmentTargets.map((d) => (
            <option key={d} value={d}>
              {t(`departmentTarget.${d}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="sd-muted">{t('config.rules')}</p>
      <div className="ms-actions">
        <Button type="submit" color="primary" loading={formState.isSubmitting} data-testid="sync-save">
          {t('config.save')}
        </Button>
        <Button
          outline
          disabled={!config?.hasToken}
          loading={test.isPending}
          onClick={() => test.mutate()}
          data-testid="sync-test"
        >
          {t('config.test')}
        </Button>
      </div>
    </form>
  );
}
