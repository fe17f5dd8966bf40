import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, ErrorState, Loading } from '@seodang/sdk/web';
import { StreamPreview } from '../exam/waiting-room.tsx';
import { useMobileCamera } from '../mobile/use-mobile-camera.ts';
import '../examinee.css';

/** /assessment/mobile?token=…: the phone's page of the mobile camera (opened from the waiting room's QR code). */
export function MobileCameraScreen() {
  const { t } = useTranslation('assessment');
  const [params] = useSearchParams();
  const { phase, stream, retry } = useMobileCamera(params.get('token'));
  return (
    <div className="as-mobile" data-testid="mobile-camera" data-phase={phase.kind}>
      <h1>{t('mobile.title')}</h1>
      {phase.kind === 'loading' ? <Loading /> : null}
      {phase.kind === 'invalid' ? (
        <div className="sd-state sd-state--error" role="alert" data-testid="mobile-invalid">
          <p>{t('mobile.invalid')}</p>
        </div>
      ) : null}
      {phase.kind === 'camera' ? <p className="as-hint">{t('mobile.askCamera')}</p> : null}
      {phase.kind === 'refused' ? (
        <div className="sd-state sd-state--error" role="alert" data-testid="mobile-refused">
          <p>{t('mobile.refused')}</p>
          <Button onClick={retry}>{t('mobile.retry')}</Button>
        </div>
      ) : null}
      {/* Server refusals come localized; a media failure gets our own words. */}
      {phase.kind === 'failed' ? (
        <ErrorState
          error={phase.error instanceof ApiError ? phase.error : new Error(t('mobile.failed'))}
          onRetry={retry}
        />
      ) : null}
      {stream ? <StreamPreview stream={stream} testId="mobile-preview" /> : null}
      {phase.kind === 'connecting' ? <p className="as-hint">{t('mobile.connecting')}</p> : null}
      {phase.kind === 'connected' ? (
        <p className="as-mobile__ok" role="status" data-testid="mobile-connected">
          {t('mobile.connected')}
        </p>
      ) : null}
    </div>
  );
}

export default MobileCameraScreen;
