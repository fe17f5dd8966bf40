import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityPhotoUrl } from './photo-data.ts';
import '../examinee.css';

/**
 * An examinee's identity photo for the supervisor's identity check (lent to the supervision
 * plugin as the embed 'assessment.identity-photo'). The server serves it to supervisors only.
 */
export function IdentityPhotoView({
  examIndex,
  userId,
  version,
}: {
  examIndex: number;
  userId: number;
  version?: string;
}) {
  const { t } = useTranslation('assessment');
  const [missing, setMissing] = useState(false);
  if (missing)
    return (
      <p className="as-hint" data-testid="identity-photo-none">
        {t('identity.none')}
      </p>
    );
  return (
    <div className="as-id-photo">
      <img
        src={identityPhotoUrl(examIndex, userId, version)}
        alt={t('identity.alt')}
        onError={() => setMissing(true)}
        data-testid="identity-photo-image"
      />
    </div>
  );
}

export default IdentityPhotoView;
