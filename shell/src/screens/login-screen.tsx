import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@seodang/sdk/common';
import { api, Button, isApiError, TextField, useAuth, usePageInfo, usePageTitle } from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import { safeNext } from '../auth/safe-next.ts';
import { AuthCard, FormError } from './auth-card.tsx';
import { SocialSignInButtons, socialErrorText } from './social-sign-in.tsx';
import { PictureLogin } from './picture-login.tsx';

/** /login: user ID and password; back to where the user came from. */
export function LoginScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('login.title'));
  const [params] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(() =>
    socialErrorText(params.get('oauthError'), t),
  );
  const { register, handleSubmit, formState } = useZodForm(loginSchema, {
    defaultValues: { userId: '', password: '' },
  });
  // A social sign-in found an account with its verified e-mail: sign in to it, then confirm the link.
  const linkOffer = params.get('link');
  const linkProvider = params.get('linkProvider') ?? '';
  const afterLogin = linkOffer
    ? `/change_info?${new URLSearchParams({ link: linkOffer, linkProvider })}`
    : safeNext(params.get('next'));
  const next = safeNext(params.get('next'));
  // Pupils of a channel may sign in with a picture password instead (?with=pictures).
  const { isChannel } = usePageInfo();
  const withPictures = isChannel && params.get('with') === 'pictures';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.post('/api/auth/login', values);
      // A full load: the session changed, so the page data and realtime socket must too.
      window.location.assign(afterLogin);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('common:error.unexpected'));
    }
  });

  if (isLoggedIn) return <Navigate to={afterLogin} replace />;
  return (
    <AuthCard title={t(withPictures ? 'login.pictures.title' : 'login.title')} testId="login-screen">
      {withPictures ? <PictureLogin afterLogin={afterLogin} /> : null}
      {isChannel && !linkOffer ? (
        <p className="sd-auth__alt">
          <Link to={picturesSwitch(params, !withPictures)} data-testid="picture-login-switch">
            {t(withPictures ? 'login.pictures.back' : 'login.pictures.open')}
          </Link>
        </p>
      ) : null}
      {withPictures ? null : (
        <form onSubmit={onSubmit} noValidate className="sd-form">
          <FormError message={serverError} />
          {linkOffer ? (
            <p className="sd-auth__notice" role="status">
              {t('social.linkSignIn', { provider: t(`social.provider.${linkProvider}`) })}
            </p>
          ) : null}
          <TextField
            label={t('login.userId')}
            autoComplete="username"
            required
            error={formState.errors.userId}
            {...register('userId')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            error={formState.errors.password}
            {...register('password')}
          />
          <Button
            type="submit"
            color="primary"
            block
            loading={formState.isSubmitting}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </Button>
        </form>
      )}
      {linkOffer || withPictures ? null : <SocialSignInButtons next={next} />}
      <p className="sd-auth__alt">
        {t('login.noAccount')}{' '}
        <Link to={`/signup${params.get('next') ? `?next=${encodeURIComponent(next)}` : ''}`}>
          {t('login.toSignup')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** The login address with the picture way switched on or off, keeping `next` and the rest. */
function picturesSwitch(params: URLSearchParams, on: boolean): string {
  const next = new URLSearchParams(params);
  if (on) next.set('with', 'pictures');
  else next.delete('with');
  const query = next.toString();
  return `/login${query ? `?${query}` : ''}`;
}
