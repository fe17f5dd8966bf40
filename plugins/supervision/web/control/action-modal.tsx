import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, isApiError, showToast } from '@seodang/sdk/web';
import { minutesToMs } from '@seodang/plugin-assessment/common';
import { noticeHtml, type SupervisionGroup } from '../../common/index.ts';
import { supervisionApi, type SupervisedUser, type Target } from '../api.ts';
import { ExamineeSearch } from './examinee-search.tsx';

/** The supervisor actions of §4 with their success toasts (§8). */
export type Action = 'reload' | 'pause' | 'resume' | 'notice' | 'extend';

interface Props {
  action: Action | null;
  examIndex: number;
  examSequence: number;
  users: SupervisedUser[];
  groups: SupervisionGroup[];
  /** Preselected examinee (a tile's button); otherwise the default target 'all'. */
  presetUserId: number | null;
  /** The exam control view (§7): reload sends {allExaminee, studentIds}. */
  examView?: boolean;
  /** Given, any examinee of the exam can be found by name or e-mail on the server (not only `users`). */
  searchLectureIndex?: number;
  onClose: () => void;
  /** After success; an extension passes each target's extra time after it, or `reload` when the server refused some (§4). */
  onDone: (
    action: Action,
    target: Target,
    extended?: { extraTimes?: Record<string, number>; reload?: boolean },
  ) => void;
}

/** One modal for reload, pause, resume, notice and time extension; targets one examinee, a group or all. */
export function ActionModal({
  action,
  examIndex,
  examSequence,
  users,
  groups,
  presetUserId,
  examView = false,
  searchLectureIndex,
  onClose,
  onDone,
}: Props) {
  const { t } = useTranslation('supervision');
  const [target, setTarget] = useState<string>(presetUserId ? `user:${presetUserId}` : 'all');
  const [minutes, setMinutes] = useState('');
  const [title, setTitle] = useState('');
  const [contents, setContents] = useState('');
  const [busy, setBusy] = useState(false);
  // Examinees found through the search join the choices.
  const [found, setFound] = useState<SupervisedUser[]>([]);
  const choices = [...users, ...found.filter((u) => !users.some((x) => x.id === u.id))];
  const toTarget = (): Target =>
    target === 'all'
      ? { supervisionGroupIndex: 'all' }
      : target.startsWith('group:')
        ? { supervisionGroupIndex: Number(target.slice(6)) }
        : { studentIds: [Number(target.slice(5))] };
  const run = async () => {
    if (!action) return;
    const tgt = toTarget();
    setBusy(true);
    try {
      if (action === 'reload')
        await supervisionApi.reload(
          examIndex,
          examView
            ? 'studentIds' in tgt
              ? { allExaminee: false, studentIds: tgt.studentIds }
              : { allExaminee: true, studentIds: [] }
            : tgt,
        );
      if (action === 'pause' || action === 'resume')
        await supervisionApi.pause(examIndex, tgt, action === 'resume');
      if (action === 'extend') {
        const ms = minutesToMs(minutes);
        if (ms === null) return;
        const r = await supervisionApi.extraTime(examIndex, tgt, ms);
        if (r.fail !== 0) {
          // §4: anything but fail 0 leaves the local copy unknown: load the data again.
          onDone(action, tgt, { reload: true });
          throw new Error(t('toast.failed'));
        }
        onDone(action, tgt, { extraTimes: r.extraTimes });
      }
      if (action === 'notice') {
        const noticeTarget =
          'studentIds' in tgt
            ? tgt.studentIds[0]
            : tgt.supervisionGroupIndex === 'all'
              ? 'all'
              : { supervisionGroupIndex: tgt.supervisionGroupIndex };
        await supervisionApi.notice(examSequence, noticeTarget, title, noticeHtml(contents));
      }
      if (action !== 'extend') onDone(action, tgt);
      showToast(t(`toast.${action}`), { type: 'success' });
      onClose();
    } catch (e) {
      showToast(isApiError(e) ? e.message : (e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={action !== null} onClose={onClose} testId="action-modal">
      <ModalHeader>{action ? t(`action.${action}`) : ''}</ModalHeader>
      <ModalBody>
        <label className="sv-field">
          {t('action.target')}
          <select value={target} onChange={(e) => setTarget(e.target.value)} data-testid="action-target">
            <option value="all">{t('allExaminees')}</option>
            {groups.map((g) => (
              <option key={g.index} value={`group:${g.index}`}>
                {g.name}
              </option>
            ))}
            {choices.map((u) => (
              <option key={u.id} value={`user:${u.id}`}>
                {u.name} ({u.email})
              </option>
            ))}
          </select>
        </label>
        {searchLectureIndex !== undefined ? (
          <ExamineeSearch
            examIndex={examIndex}
            lectureIndex={searchLectureIndex}
            onPick={(u) => {
              setFound((f) => [u, ...f.filter((x) => x.id !== u.id)]);
              setTarget(`user:${u.id}`);
            }}
          />
        ) : null}
        {action === 'extend' ? (
          <label className="sv-field">
            {t('action.minutes')}
            <input
              type="number"
              min="1"
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              data-testid="extend-minutes"
            />
          </label>
        ) : null}
        {action === 'notice' ? (
          <>
            <label className="sv-field">
              {t('action.noticeTitle')}
              <input value={title} onChange={(e) => setTitle(e.target.value)} data-testid="notice-title" />
            </label>
            <label className="sv-field">
              {t('action.noticeContents')}
              <textarea
                value={contents}
                onChange={(e) => setContents(e.target.value)}
                data-testid="notice-text"
              />
            </label>
          </>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          color="primary"
          loading={busy}
          disabled={
            (action === 'extend' && minutesToMs(minutes) === null) ||
            (action === 'notice' && !contents.trim())
          }
          onClick={() => void run()}
          data-testid="action-confirm"
        >
          {t('confirm')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
