import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessage, type FieldErrorLike } from '@seodang/sdk/web';

/** One labelled consent box with its (translated) error, wired for screen readers. */
function ConsentBox({
  label,
  error,
  required,
  field,
}: {
  label: string;
  error?: FieldErrorLike;
  required?: boolean;
  field: UseFormRegisterReturn;
}) {
  const id = useId();
  const message = useMessage();
  return (
    <div className={['sd-consent', error && 'sd-field--invalid'].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        {...field}
      />{' '}
      <label htmlFor={id}>{label}</label>
      {error ? (
        <div className="sd-field__error" id={`${id}-error`} role="alert">
          {message(typeof error.message === 'string' ? error.message : undefined)}
        </div>
      ) : null}
    </div>
  );
}

export interface SignupConsentsProps {
  register: (name: 'agreeTerms' | 'agreePrivacy' | 'agreeMarketing' | 'ageOver14') => UseFormRegisterReturn;
  errors: Partial<Record<'agreeTerms' | 'agreePrivacy' | 'agreeMarketing' | 'ageOver14', FieldErrorLike>>;
}

/** The sign-up's consents: terms and privacy (required), "14 or older" (required), marketing (optional). */
export function SignupConsents({ register, errors }: SignupConsentsProps) {
  const { t } = useTranslation('shell');
  return (
    <fieldset className="sd-consents" data-testid="signup-consents">
      <legend>{t('signup.consents')}</legend>
      <ConsentBox
        label={t('signup.agreeTerms')}
        required
        error={errors.agreeTerms}
        field={register('agreeTerms')}
      />
      <ConsentBox
        label={t('signup.agreePrivacy')}
        required
        error={errors.agreePrivacy}
        field={register('agreePrivacy')}
      />
      <ConsentBox
        label={t('signup.ageOver14')}
        required
        error={errors.ageOver14}
        field={register('ageOver14')}
      />
      <ConsentBox label={t('signup.agreeMarketing')} field={register('agreeMarketing')} />
    </fieldset>
  );
}
