import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, isApiError } from '@seodang/sdk/web';
import type { GroupRole, GroupUser, SupervisionGroup } from '../../common/index.ts';
import { supervisionApi } from '../api.ts';

interface Props {
  examIndex: number;
  lectureIndex: number;
  group: SupervisionGroup;
  /** Everyone who may be added, per role. */
  candidates: Record<GroupRole, GroupUser[]>;
  onClose: () => void;
  /** Called after a successful addition (the screen fetches the groups again). */
  onAdded: () => Promise<void>;
}

/**
 * Adds users to a group as students or supervisors: picked from the exam's users (JSON
 * groupUserPairs) or from a CSV file (`groupName,userId`, multipart). A refused addition shows
 * its errCode's message and changes nothing.
 */
export function AddUsersModal({ examIndex, lectureIndex, group, candidates, onClose, onAdded }: Props) {
  const { t } = useTranslation('supervision');
  const [role, setRole] = useState<GroupRole>('student');
  const [mode, setMode] = useState<'pick' | 'csv'>('pick');
  const [picked, setPicked] = useState<number[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inGroup = new Set(role === 'student' ? group.students : group.supervisors.map((s) => s.id));
  const list = candidates[role].filter((u) => !inGroup.has(u.id));
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const r =
        mode === 'csv' && file
          ? await supervisionApi.addUsersCsv(examIndex, lectureIndex, role, file)
          : await supervisionApi.addUsers({
              examIndex,
              lectureIndex,
              role,
              groupUserPairs: picked.map((userId) => ({ supervisionGroupIndex: group.index, userId })),
            });
      if (!r.result) return setError(t(`groups.errCode.${r.errCode ?? 4}`));
      await onAdded();
      onClose();
    } catch (e) {
      setError(isApiError(e) && e.message ? e.message : t('toast.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={onClose} testId="add-users-modal">
      <ModalHeader>{t('groups.addUsers', { group: group.name })}</ModalHeader>
      <ModalBody>
        <div className="sv-row" role="radiogroup" aria-label={t('groups.role')}>
          {(['student', 'supervisor'] as const).map((r) => (
            <label key={r}>
              <input
                type="radio"
                name="role"
                checked={role === r}
                onChange={() => {
                  setRole(r);
                  setPicked([]);
                }}
                data-testid={`add-role-${r}`}
              />{' '}
              {t(`groups.roles.${r}`)}
            </label>
          ))}
        </div>
        <div className="sv-row" role="radiogroup" aria-label={t('groups.addMode')}>
          {(['pick', 'csv'] as const).map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="mode"
                checked={mode === m}
                onChange={() => setMode(m)}
                data-testid={`add-mode-${m}`}
              />{' '}
              {t(`groups.modes.${m}`)}
            </label>
          ))}
        </div>
        {mode === 'pick' ? (
          list.length ? (
            <ul className="sv-pick" data-testid="add-candidates">
              {list.map((u) => (
                <li key={u.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={picked.includes(u.id)}
                      onChange={() =>
                        setPicked((p) => (p.includes(u.id) ? p.filter((x) => x !== u.id) : [...p, u.id]))
                      }
                    />{' '}
                    {u.name} <small>{u.email}</small>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="sv-empty">{t('groups.noCandidates')}</p>
          )
        ) : (
          <label className="sv-field">
            {t('groups.csvFile')}
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              data-testid="add-csv"
            />
            <small>{t('groups.csvHelp')}</small>
          </label>
        )}
        {error ? (
          <p className="sv-error" role="alert" data-testid="add-error">
            {error}
          </p>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          color="primary"
          loading={busy}
          disabled={mode === 'pick' ? !picked.length : !file}
          onClick={() => void submit()}
          data-testid="add-confirm"
        >
          {t('confirm')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
