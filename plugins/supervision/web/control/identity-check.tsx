import {
  Suspense,
  lazy,
  useMemo,
  useState,
  type ComponentType,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  isApiError,
  showToast,
  useRealtimeTopic,
  webEmbed,
  useFormat,
} from '@seodang/sdk/web';
import { supervisorsTopic } from '@seodang/plugin-assessment/common';
import { supervisionApi, type SupervisedUser } from '../api.ts';
import { TileVideo } from './tile-video.tsx';
import './identity-check.css';

/** What the assessment plugin's photo embed takes (`assessment.identity-photo`); `version` refetches after an upload. */
interface IdentityPhotoProps {
  examIndex: number;
  userId: number;
  version?: string;
}

/**
 * Identity photos uploaded while the control room is open (`exam.identification-photo`): the
 * upload time per examinee, so an open check shows the new picture. The server withdrew the
 * earlier verdict, so the list says so at once.
 */
export function useIdentityPhotos(
  examIndex: number,
  setUsers: Dispatch<SetStateAction<SupervisedUser[]>>,
): Record<number, string> {
  const [uploads, setUploads] = useState<Record<number, string>>({});
  useRealtimeTopic(supervisorsTopic(examIndex), (event, raw) => {
    if (event !== 'exam.identification-photo') return;
    const { userId, uploadedAt } = raw as { userId: number; uploadedAt: string };
    setUploads((m) => ({ ...m, [userId]: uploadedAt }));
    setUsers((list) =>
      list.map((u) =>
        u.id === userId
          ? {
              ...u,
              identification: { ...u.identification, checked: false, checkerId: null, checkDate: null },
            }
          : u,
      ),
    );
  });
  return uploads;
}

interface Props {
  examIndex: number;
  user: SupervisedUser;
  videoAvailable: boolean;
  /** When the shown photo was uploaded, if it changed while the room was open. */
  photoVersion?: string;
  onClose: () => void;
  onVerified: (userId: number) => void;
}

/** The identity check: the examinee's identity photo beside their live webcam, and the verdict. */
export function IdentityCheck({ examIndex, user, videoAvailable, photoVersion, onClose, onVerified }: Props) {
  const { t } = useTranslation('supervision');
  const { formatDateTime } = useFormat();
  const [busy, setBusy] = useState(false);
  const load = webEmbed<IdentityPhotoProps>('assessment.identity-photo');
  const Photo = useMemo<ComponentType<IdentityPhotoProps> | null>(() => (load ? lazy(load) : null), [load]);
  const checked = user.identification.checked;
  const { checkDate } = user.identification;
  const verifiedText = checkDate
    ? t('identityCheck.verifiedAt', { date: formatDateTime(checkDate) })
    : t('identified');
  const verify = async () => {
    setBusy(true);
    try {
      if ((await supervisionApi.identify(examIndex, user.id)).status) onVerified(user.id);
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={onClose} size="lg" testId="identity-check">
      <ModalHeader>{t('identityCheck.title', { name: user.name })}</ModalHeader>
      <ModalBody>
        <div className="sv-identity">
          <figure data-testid="identity-check-photo" data-version={photoVersion ?? ''}>
            <figcaption>{t('identityCheck.photo')}</figcaption>
            {Photo ? (
              <Suspense fallback={<Loading />}>
                <Photo
                  key={photoVersion ?? 'first'}
                  examIndex={examIndex}
                  userId={user.id}
                  version={photoVersion}
                />
              </Suspense>
            ) : (
              <p className="sv-empty">{t('identityCheck.photoUnavailable')}</p>
            )}
          </figure>
          <figure data-testid="identity-check-webcam">
            <figcaption>{t('identityCheck.webcam')}</figcaption>
            <div className="sv-identity__video">
              {videoAvailable ? (
                <TileVideo examIndex={examIndex} userId={user.id} type="webcam" focused muted />
              ) : (
                <p className="sv-empty">{t('identityCheck.noVideo')}</p>
              )}
            </div>
          </figure>
        </div>
        <p role="status" data-testid="identity-check-verdict" data-checked={checked}>
          {checked ? verifiedText : t('identityCheck.pending')}
        </p>
      </ModalBody>
      <ModalFooter>
        {/* Once verified the check is read-only: look again, nothing to confirm. */}
        {checked ? (
          <Button onClick={onClose} data-testid="identity-check-close">
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button
              color="primary"
              disabled={busy}
              onClick={() => void verify()}
              data-testid="identity-check-confirm"
            >
              {t('identify')}
            </Button>
          </>
        )}
      </ModalFooter>
    </Modal>
  );
}
