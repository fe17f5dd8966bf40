import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signupConsentsSchema } from '@seodang/sdk/common';
import { api, Button, isApiError } from '@seodang/sdk/web';
import { useZodForm } from '@seodang/sdk/web-forms';
import { FormError } from './auth-card.tsx';
import { SignupConsents } from './signup-consents.tsx';

/**
 * The sign-up of a new social sign-in (`/signup?social=…&provider=…`): the provider gave the
 * account's details, so only the consents are asked before the account is made.
 */
export function SocialSignupForm({ token, provider }: { token: string; provider: string }) {
  const { t } = useTranslation('shell');
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useZodForm(signupConsentsSchema, {
    defaultValues: { agreeTerms: false, agreePrivacy: false, agreeMarketing: false, ageOver14: false },
  });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { next } = await api.post<{ next: string }>('/api/auth/oauth/signup', { ...values, token });
      window.location.assign(next);
    } catch (error) {
      setServerError(isApiError(error) ? error.message : t('common:error.unexpected'));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="sd-form" data-testid="social-signup">
      <FormError message={serverError} />
      <p>{t('social.signupLead', { provider: t(`social.provider.${provider}`) })}</p>
      <SignupConsents register={register} errors={formState.errors} />
      <Button
        type="submit"
        color="primary"
        block
        loading={formState.isSubmitting}
        data-testid="social-signup-submit"
      >
        {t('signup.submit')}
      </Button>
    </form>
  );
}
