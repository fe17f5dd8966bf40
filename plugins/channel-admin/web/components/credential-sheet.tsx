import { useTranslation } from 'react-i18next';
import { picturePasswordPictures } from '@seodang/sdk/common';
import { Button, DataTable, Modal, ModalBody, ModalFooter, ModalHeader, useFormat } from '@seodang/sdk/web';
import { PictureSequence, usePictureLabel } from '@seodang/sdk/web-pictures';
import type { IssuedCredential } from '../../common/accounts.ts';
import { credentialsCsv, downloadText } from '../credential-csv.ts';
import { CredentialCards } from './credential-cards.tsx';

/**
 * The credentials just made or reset, shown this once (the server keeps only hashes): a table,
 * a CSV download and printable cards. Closing it forgets them.
 */
export function CredentialSheet({
  credentials,
  onClose,
}: {
  credentials: IssuedCredential[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('channel-admin');
  const format = useFormat();
  const label = usePictureLabel();
  if (!credentials?.length) return null;
  const download = () =>
    downloadText(
      credentialsCsv(
        credentials,
        {
          userId: t('accounts.sheet.userId'),
          name: t('accounts.sheet.name'),
          group: t('accounts.sheet.group'),
          secret: t('accounts.sheet.secret'),
          pictures: t('accounts.sheet.pictures'),
          expires: t('accounts.sheet.expires'),
        },
        (place) => label(picturePasswordPictures[place]),
        (iso) => format.formatDateTime(iso),
      ),
      `${t('accounts.sheet.csvFile')}.csv`,
    );
  return (
    <Modal open onClose={onClose} size="lg" closeOnBackdrop={false} testId="credential-sheet">
      <ModalHeader>{t('accounts.sheet.title')}</ModalHeader>
      <ModalBody>
        <p className="sd-alert ca-once" role="alert">
          {t('accounts.sheet.once')}
        </p>
        <DataTable
          testId="credential-table"
          caption={t('accounts.sheet.title')}
          rows={credentials}
          rowKey={(c) => c.id}
          columns={[
            { key: 'userId', header: t('accounts.sheet.userId'), cell: (c) => <code>{c.userId}</code> },
            { key: 'name', header: t('accounts.sheet.name'), cell: (c) => c.name },
            { key: 'group', header: t('accounts.sheet.group'), cell: (c) => c.group ?? '' },
            {
              key: 'secret',
              header: t('accounts.sheet.secret'),
              cell: (c) =>
                c.pictures ? <PictureSequence sequence={c.pictures} size={28} /> : <code>{c.password}</code>,
            },
            {
              key: 'expires',
              header: t('accounts.sheet.expires'),
              cell: (c) => (c.expiresAt ? format.formatDateTime(c.expiresAt) : ''),
            },
          ]}
        />
        <CredentialCards credentials={credentials} />
      </ModalBody>
      <ModalFooter>
        <Button outline onClick={download} data-testid="credential-csv">
          {t('accounts.sheet.csv')}
        </Button>
        <Button outline onClick={() => window.print()} data-testid="credential-print">
          {t('accounts.sheet.print')}
        </Button>
        <Button color="primary" onClick={onClose} data-testid="credential-close">
          {t('accounts.sheet.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
