import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Button, Loading, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';
import { channelAdminNs } from './texts.ts';

/** Confirms switching a service off, listing what members lose as the plugins count it (`serviceImpact`). */
export function ServiceOffDialog({
  service,
  name,
  onConfirm,
  onClose,
}: {
  service: string | null;
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(channelAdminNs);
  const impact = useQuery({
    queryKey: ['service-impact', service],
    queryFn: () =>
      api
        .get<{ data: { lines: string[]; inUse: boolean } }>(
          `/api/channel/services/${encodeURIComponent(service!)}/impact`,
        )
        .then((r) => r.data),
    enabled: service !== null,
  });
  return (
    <Modal open={service !== null} onClose={onClose} testId="service-off-dialog">
      <ModalHeader>{t('switchOffTitle', { service: name })}</ModalHeader>
      <ModalBody>
        {impact.isPending ? <Loading /> : null}
        {impact.data?.lines.length ? (
          <>
            <p>{t('switchOffLead')}</p>
            <ul>
              {impact.data.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        {impact.data && impact.data.lines.length === 0 ? <p>{t('switchOffNothing')}</p> : null}
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button color="danger" onClick={onConfirm} disabled={!impact.data} data-testid="service-off-confirm">
          {t('switchOffConfirm')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
