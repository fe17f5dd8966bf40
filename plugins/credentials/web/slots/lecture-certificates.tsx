import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LectureManageSectionsProps } from '@seodang/plugin-lectures/lecture-slots';
import {
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  showToast,
  useFormat,
} from '@seodang/sdk/web';
import type { Certificate } from '../../common/index.ts';
import { credentialsApi } from '../api.ts';

/** Manage Lecture's certificates section: who holds one, and revoking one with a reason everyone will see. */
export default function LectureCertificates({ lectureIndex }: LectureManageSectionsProps) {
  const { t } = useTranslation('credentials');
  const { formatDate } = useFormat();
  const titleId = useId();
  const reasonId = useId();
  const client = useQueryClient();
  const key = ['credentials', 'lecture', lectureIndex];
  const list = useQuery({ queryKey: key, queryFn: () => credentialsApi.lectureCertificates(lectureIndex) });
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await credentialsApi.revoke(revoking.certId, reason);
      showToast(t('revoked'), { type: 'success' });
      setRevoking(null);
      setReason('');
      await client.invalidateQueries({ queryKey: key });
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="lc-section" aria-labelledby={titleId} data-testid="lecture-certificates">
      <h2 id={titleId}>{t('lectureCertificatesTitle')}</h2>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <EmptyState>{t('noLectureCertificates')}</EmptyState> : null}
      {list.data?.length ? (
        <ul className="sd-list">
          {list.data.map((c) => (
            <li key={c.certId} data-testid="lecture-certificate">
              <Link to={`/cert/${c.certId}`}>{c.holderName}</Link>{' '}
              <span className="sd-muted">
                {formatDate(c.issuedAt)} · {t(c.revocation ? 'state.revoked' : 'state.valid')}
              </span>{' '}
              {c.revocation ? null : (
                <Button size="sm" onClick={() => setRevoking(c)} data-testid="revoke-open">
                  {t('revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Modal open={!!revoking} onClose={() => setRevoking(null)} testId="revoke-modal">
        <ModalHeader>{t('revokeTitle', { name: revoking?.holderName ?? '' })}</ModalHeader>
        <ModalBody>
          <label htmlFor={reasonId}>{t('revokeReason')}</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="revoke-reason"
          />
          <p className="sd-muted">{t('revokeReasonHelp')}</p>
        </ModalBody>
        <ModalFooter>
          <Button onClick={() => setRevoking(null)}>{t('cancel')}</Button>
          <Button
            color="danger"
            loading={busy}
            disabled={!reason.trim()}
            onClick={() => void revoke()}
            data-testid="revoke-confirm"
          >
            {t('revoke')}
          </Button>
        </ModalFooter>
      </Modal>
    </section>
  );
}
