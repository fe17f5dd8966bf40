import { useTranslation } from 'react-i18next';
import { VerifyForm } from '../components/verify-form.tsx';

/** /credentials/verify: anyone, member or not, checks a credential they were given. */
export default function VerifyScreen() {
  const { t } = useTranslation('credentials');
  return (
    <div className="sd-container" data-testid="verify-screen">
      <h1>{t('verifyTitle')}</h1>
      <p className="sd-muted">{t('verifyIntro')}</p>
      <VerifyForm />
    </div>
  );
}
