import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeInfoSchema, type UserData } from '@seodang/sdk/common';
import {
  api,
  Button,
  isApiError,
  PageLeaveConfirm,
  showToast,
  TextField,
  useAuth,
  usePageTitle,
} from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import { switchLanguage } from '../i18n/setup-i18n.ts';
import { pickSupportedLocale, supportedLocales } from '../i18n/locale.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { LinkedIdentities } from './linked-identities.tsx';
import { ChannelProfileSection } from './channel-profile-section.tsx';

function defaultsOf(user: UserData) {
  return {
    name: user.name,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    phone: user.phone ?? '',
    link: user.link ?? '',
    locale: user.locale,
    currentPassword: '',
    newPassword: '',
  };
}

/** /change_info: edit profile, language and password; in a channel, the channel profile too. */
export function ChangeInfoScreen() {
  const { userData } = useAuth();
  if (!userData) return <Navigate to="/login?next=%2Fchange_info" replace />;
  return <ChangeInfoForm user={userData} />;
}

function ChangeInfoForm({ user }: { user: UserData }) {
  const { t } = useTranslation('shell');
  usePageTitle(t('changeInfo.title'));
  const { setAuth } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useZodForm(changeInfoSchema, {
    defaultValues: defaultsOf(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { data } = await api.put<{ data: UserData }>('/api/auth/me', values);
      setAuth({ isLoggedIn: true, userData: data });
      reset(defaultsOf(data));
      // Saved either way; the texts of a new language that cannot be fetched now come with the next page.
      if (data.locale) await switchLanguage(pickSupportedLocale(data.locale)).catch(() => undefined);
      showToast(t('changeInfo.saved'), { type: 'success' });
    } catch (error) {
      if (isApiError(error, 'wrong_password'))
        setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
      else if (isApiError(error, 'email_taken'))
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
      else setServerError(isApiError(error) ? error.message : t('common:error.unexpected'));
    }
  });

  const e = formState.errors;
  return (
    <AuthCard title={t('changeInfo.title')} testId="change-info-screen">
      <PageLeaveConfirm when={formState.isDirty && !formState.isSubmitSuccessful} />
      <form onSubmit={onSubmit} noValidate className="sd-form">
        <FormError message={serverError} />
        <p className="sd-field__static">
          <span className="sd-field__label">{t('changeInfo.account')}</span>{' '}
          <strong data-testid="account-user-id">{user.userId}</strong>
        </p>
        <TextField
          label={t('signup.name')}
          autoComplete="name"
          required
          error={e.name}
          {...register('name')}
        />
        <TextField
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          required
          error={e.email}
          {...register('email')}
        />
        <TextField
          label={t('signup.mobile')}
          type="tel"
          inputMode="numeric"
          hint={t('signup.mobileHint')}
          error={e.mobile}
          {...register('mobile')}
        />
        <TextField
          label={t('signup.phone')}
          type="tel"
          hint={t('signup.phoneHint')}
          error={e.phone}
          {...register('phone')}
        />
        <TextField label={t('signup.link')} type="url" error={e.link} {...register('link')} />
        <div className="sd-field">
          <label className="sd-field__label" htmlFor="sd-change-locale">
            {t('changeInfo.locale')}
          </label>
          <select id="sd-change-locale" className="sd-input" {...register('locale')}>
            {supportedLocales.map((lng) => (
              <option key={lng} value={lng}>
                {t(`language.${lng}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('changeInfo.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('signup.passwordHint')}
          error={e.newPassword}
          {...register('newPassword')}
        />
        <TextField
          label={t('changeInfo.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={e.currentPassword}
          {...register('currentPassword')}
        />
        <Button
          type="submit"
          color="primary"
          block
          loading={formState.isSubmitting}
          data-testid="change-info-submit"
        >
          {t('changeInfo.submit')}
        </Button>
      </form>
      {user.membership?.state === 'joined' ? <ChannelProfileSection /> : null}
      <LinkedIdentities />
    </AuthCard>
  );
}
