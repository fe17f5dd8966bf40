import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signupSchema } from '@seodang/sdk/common';
import { api, Button, isApiError, TextField, useAuth, usePageTitle } from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import { safeNext } from '../auth/safe-next.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { SignupConsents } from './signup-consents.tsx';
import { SocialSignupForm } from './social-signup-form.tsx';

/** Server codes that belong to one field. */
const fieldOfCode: Record<string, 'userId' | 'email'> = { user_id_taken: 'userId', email_taken: 'email' };

/** /signup: the account fields of spec §5, checked as the user types. */
export function SignupScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('signup.title'));
  const [params] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useZodForm(signupSchema, {
    defaultValues: {
      userId: '',
      password: '',
      passwordConfirm: '',
      name: '',
      // An invitation's page sends the invited address along.
      email: params.get('email') ?? '',
      mobile: '',
      phone: '',
      link: '',
      agreeTerms: false,
      agreePrivacy: false,
      agreeMarketing: false,
      ageOver14: false,
    },
  });
  const next = safeNext(params.get('next'));

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.post('/api/auth/signup', values);
      window.location.assign(next);
    } catch (error) {
      if (isApiError(error) && fieldOfCode[error.code]) {
        setError(fieldOfCode[error.code], { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        setServerError(isApiError(error) ? error.message : t('common:error.unexpected'));
      }
    }
  });

  if (isLoggedIn) return <Navigate to={next} replace />;
  const social = params.get('social');
  if (social)
    return (
      <AuthCard title={t('signup.title')} testId="signup-screen">
        <SocialSignupForm token={social} provider={params.get('provider') ?? 'oidc'} />
      </AuthCard>
    );
  const e = formState.errors;
  return (
    <AuthCard title={t('signup.title')} testId="signup-screen">
      <form onSubmit={onSubmit} noValidate className="sd-form">
        <FormError message={serverError} />
        <TextField
          label={t('signup.userId')}
          autoComplete="username"
          required
          error={e.userId}
          {...register('userId')}
        />
        <TextField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('signup.passwordHint')}
          error={e.password}
          {...register('password')}
        />
        <TextField
          label={t('signup.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          required
          error={e.passwordConfirm}
          {...register('passwordConfirm')}
        />
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
          autoComplete="tel"
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
        <TextField
          label={t('signup.link')}
          type="url"
          autoComplete="url"
          error={e.link}
          {...register('link')}
        />
        <SignupConsents register={register} errors={e} />
        <Button
          type="submit"
          color="primary"
          block
          loading={formState.isSubmitting}
          data-testid="signup-submit"
        >
          {t('signup.submit')}
        </Button>
      </form>
      <p className="sd-auth__alt">
        {t('signup.hasAccount')} <Link to="/login">{t('signup.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}
