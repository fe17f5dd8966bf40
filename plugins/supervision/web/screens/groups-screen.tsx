import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorState,
  Loading,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  isApiError,
  showToast,
} from '@seodang/sdk/web';
import {
  autoAssignOptions,
  isNoopMove,
  maxUsersPerGroup,
  searchStudents,
  unassignedStudents,
  type GroupRole,
  type GroupUser,
  type SupervisionGroup,
} from '../../common/index.ts';
import { supervisionApi } from '../api.ts';
import { AddUsersModal } from '../groups/add-users-modal.tsx';
import '../supervision.css';

type ModalKind = 'addUsers' | 'move' | 'addGroup' | 'delete' | 'autoAssign';

/** Supervision-group management (§2, §4): groups, their users, student search, unassigned students and the modals. */
export function GroupsScreen() {
  const { t } = useTranslation('supervision');
  const params = useParams();
  const examIndex = Number(params.examIndex);
  const lectureIndex = Number(params.lectureSeq);
  const [data, setData] = useState<{
    groups: SupervisionGroup[];
    students: GroupUser[];
    supervisors: GroupUser[];
  } | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [selectedGroupIndex, setSelected] = useState<number | null>(null);
  const [selectedStudentIds, setSelectedStudents] = useState<number[]>([]);
  const [targetUserIds, setTargetUserIds] = useState<number[]>([]);
  const [deleteUserTarget, setDeleteUserTarget] = useState<{ userIds: number[]; role: GroupRole } | null>(
    null,
  );
  const [searchKeyword, setKeyword] = useState('');
  const [pickedResult, setPickedResult] = useState<number | null>(null);
  const [modal, setModal] = useState<ModalKind | null>(null);
  const [name, setName] = useState('');
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [auto, setAuto] = useState({ useReset: 'off', studentNum: String(maxUsersPerGroup) });
  const [busy, setBusy] = useState(false);

  const fetchGroups = useCallback(async () => {
    try {
      const r = await supervisionApi.groups(examIndex, lectureIndex, true);
      setData({ groups: r.supervisionGroups, students: r.students, supervisors: r.supervisors });
      setLoadError(null);
    } catch (e) {
      setLoadError(e);
    }
  }, [examIndex, lectureIndex]);
  useEffect(() => {
    void fetchGroups();
  }, [fetchGroups]);

  if (loadError) return <ErrorState error={loadError} onRetry={() => void fetchGroups()} />;
  if (!data) return <Loading />;
  const { groups, students, supervisors } = data;
  const group = groups.find((g) => g.index === selectedGroupIndex) ?? null;
  const found = searchStudents(students, groups, searchKeyword);
  const selectedSearchResult =
    found.searchResults.find((r) => r.student.id === pickedResult) ?? found.selectedSearchResult;
  const byId = new Map(students.map((s) => [s.id, s]));
  const unassigned = unassignedStudents(students, groups);
  const toggle = (id: number) =>
    setSelectedStudents((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const selectGroup = (index: number | null) => {
    setSelected(index);
    setSelectedStudents([]);
  };
  const close = () => setModal(null);
  /** Runs a change; on success the groups are fetched again; a refusal is shown and changes nothing. */
  const change = async (
    run: () => Promise<{ result: boolean; errCode?: number | null }>,
    after?: () => void,
  ) => {
    setBusy(true);
    try {
      const r = await run();
      if (!r.result) return showToast(t(`groups.errCode.${r.errCode ?? 4}`), { type: 'error' });
      await fetchGroups();
      after?.();
      close();
    } catch (e) {
      showToast(isApiError(e) && e.message ? e.message : t('toast.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const move = () => {
    // Moving to the group the users are already in does nothing, and no call is made.
    if (moveTo === null || !group || isNoopMove(group.index, moveTo)) return close();
    const moved = targetUserIds;
    void change(
      () =>
        supervisionApi.moveUsers({
          lectureIndex,
          examIndex,
          userIds: moved,
          prevIndex: group.index,
          newIndex: moveTo,
        }),
      () => {
        setSelectedStudents((s) => s.filter((id) => !moved.includes(id)));
        setTargetUserIds([]);
      },
    );
  };
  const confirmDelete = () => {
    if (!group) return close();
    if (deleteUserTarget) {
      const target = deleteUserTarget;
      return void change(
        () =>
          supervisionApi.removeUsers({
            lectureIndex,
            role: target.role,
            userIds: target.userIds,
            supervisionGroupIndex: group.index,
          }),
        () => {
          setSelectedStudents((s) => s.filter((id) => !target.userIds.includes(id)));
          setDeleteUserTarget(null);
        },
      );
    }
    void change(
      () => supervisionApi.deleteGroup(group.index, lectureIndex),
      () => selectGroup(null),
    );
  };
  const askDelete = (target: { userIds: number[]; role: GroupRole } | null) => {
    setDeleteUserTarget(target);
    setModal('delete');
  };

  return (
    <div className="sd-container sv-groups" data-testid="groups-screen">
      <h1>{t('groups.title')}</h1>
      <div className="sv-row">
        <Button
          size="sm"
          onClick={() => {
            setName('');
            setModal('addGroup');
          }}
          data-testid="open-add-group"
        >
          {t('groups.add')}
        </Button>
        <Button size="sm" onClick={() => setModal('autoAssign')} data-testid="open-auto-assign">
          {t('groups.autoAssign')}
        </Button>
      </div>
      <div className="sv-groups__cols">
        <div>
          <input
            placeholder={t('groups.search')}
            value={searchKeyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              setPickedResult(null);
            }}
            data-testid="group-search"
            aria-label={t('groups.search')}
          />
          {searchKeyword.trim() ? (
            found.searchResults.length ? (
              <ul className="sv-results" data-testid="search-results">
                {found.searchResults.map((r) => (
                  <li key={r.student.id}>
                    <button
                      type="button"
                      aria-pressed={r === selectedSearchResult}
                      className={r === selectedSearchResult ? 'is-active' : ''}
                      data-testid="search-result"
                      onClick={() => {
                        setPickedResult(r.student.id);
                        if (r.group) selectGroup(r.group.index);
                      }}
                    >
                      {r.student.name} <small>{r.student.email}</small> ·{' '}
                      {r.group?.name ?? t('groups.unassigned')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="sv-empty" data-testid="search-empty">
                {t('groups.noSearchResult')}
              </p>
            )
          ) : null}
          {/* The limit of 24 counts every user of a group, its supervisors too (the server refuses the 25th). */}
          <ul className="sd-card sv-group-list">
            {groups.map((g) => (
              <li key={g.index}>
                <button
                  type="button"
                  className={g.index === selectedGroupIndex ? 'is-active' : ''}
                  onClick={() => selectGroup(g.index)}
                  data-testid="group-item"
                  data-group={g.index}
                >
                  {g.name} ({g.students.length + g.supervisors.length}/{maxUsersPerGroup})
                </button>
              </li>
            ))}
          </ul>
        </div>
        <section className="sd-card" data-testid="group-detail">
          {group ? (
            <>
              <h2>{group.name}</h2>
              <div className="sv-row">
                <Button size="sm" onClick={() => setModal('addUsers')} data-testid="open-add-users">
                  {t('groups.addUsersButton')}
                </Button>
                <Button
                  size="sm"
                  disabled={!selectedStudentIds.length}
                  onClick={() => {
                    setTargetUserIds(selectedStudentIds);
                    setMoveTo(null);
                    setModal('move');
                  }}
                  data-testid="open-move"
                >
                  {t('groups.move')}
                </Button>
                <Button
                  size="sm"
                  disabled={!selectedStudentIds.length}
                  onClick={() => askDelete({ userIds: selectedStudentIds, role: 'student' })}
                  data-testid="open-remove"
                >
                  {t('groups.remove')}
                </Button>
                <Button
                  size="sm"
                  color="danger"
                  outline
                  onClick={() => askDelete(null)}
                  data-testid="open-delete-group"
                >
                  {t('groups.delete')}
                </Button>
              </div>
              <h3>{t('groups.supervisors')}</h3>
              {group.supervisors.length ? (
                <ul data-testid="group-supervisors">
                  {group.supervisors.map((s) => (
                    <li key={s.id}>
                      {s.name}{' '}
                      <button
                        type="button"
                        onClick={() => askDelete({ userIds: [s.id], role: 'supervisor' })}
                        aria-label={t('groups.removeUser', { name: s.name })}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="sv-empty">{t('groups.noSupervisors')}</p>
              )}
              <h3>
                {t('groups.students')} ({group.students.length})
              </h3>
              {group.students.length ? (
                <ul data-testid="group-students">
                  {group.students.map((id) => (
                    <li key={id} className={selectedSearchResult?.student.id === id ? 'is-found' : ''}>
                      <label>
                        <input
                          type="checkbox"
                          checked={selectedStudentIds.includes(id)}
                          onChange={() => toggle(id)}
                          data-testid="student-check"
                          data-user={id}
                        />{' '}
                        {byId.get(id)?.name} <small>{byId.get(id)?.email}</small>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="sv-empty">{t('groups.noStudents')}</p>
              )}
            </>
          ) : (
            <p className="sv-empty">{t('groups.pick')}</p>
          )}
        </section>
        <section className="sd-card" data-testid="unassigned">
          <h2>
            {t('groups.unassigned')} ({unassigned.length})
          </h2>
          {unassigned.length ? (
            <ul>
              {unassigned.map((s) => (
                <li key={s.id} data-testid="unassigned-student" data-user={s.id}>
                  {s.name} <small>{s.email}</small>
                </li>
              ))}
            </ul>
          ) : (
            <p className="sv-empty">{t('groups.noUnassigned')}</p>
          )}
        </section>
      </div>

      {modal === 'addUsers' && group ? (
        <AddUsersModal
          examIndex={examIndex}
          lectureIndex={lectureIndex}
          group={group}
          candidates={{ student: students, supervisor: supervisors }}
          onClose={close}
          onAdded={fetchGroups}
        />
      ) : null}
      <Modal open={modal === 'move'} onClose={close} testId="move-modal">
        <ModalHeader>{t('groups.move')}</ModalHeader>
        <ModalBody>
          <label className="sv-field">
            {t('groups.moveTo', { count: targetUserIds.length })}
            <select
              value={moveTo ?? ''}
              onChange={(e) => setMoveTo(Number(e.target.value))}
              data-testid="move-target"
            >
              <option value="" disabled>
                —
              </option>
              {groups.map((g) => (
                <option key={g.index} value={g.index}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
        </ModalBody>
        <ModalFooter>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button
            color="primary"
            loading={busy}
            disabled={moveTo === null}
            onClick={move}
            data-testid="move-confirm"
          >
            {t('confirm')}
          </Button>
        </ModalFooter>
      </Modal>
      <Modal open={modal === 'addGroup'} onClose={close} testId="add-group-modal">
        <ModalHeader>{t('groups.add')}</ModalHeader>
        <ModalBody>
          <label className="sv-field">
            {t('groups.name')}
            <input
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
              data-testid="group-name"
            />
          </label>
        </ModalBody>
        <ModalFooter>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button
            color="primary"
            loading={busy}
            disabled={!name.trim()}
            data-testid="add-group-confirm"
            onClick={async () => {
              setBusy(true);
              try {
                const r = await supervisionApi.addGroup(examIndex, lectureIndex, name.trim());
                // A new group is appended with empty supervisors and students, and is then selected.
                setData(
                  (d) =>
                    d && {
                      ...d,
                      groups: [...d.groups, { ...r.supervisionGroup, supervisors: [], students: [] }],
                    },
                );
                selectGroup(r.supervisionGroup.index);
                close();
              } catch (e) {
                showToast(isApiError(e) && e.message ? e.message : t('toast.failed'), { type: 'error' });
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('confirm')}
          </Button>
        </ModalFooter>
      </Modal>
      <Modal open={modal === 'delete'} onClose={close} testId="delete-caution-modal">
        <ModalHeader>{deleteUserTarget ? t('groups.remove') : t('groups.delete')}</ModalHeader>
        <ModalBody>
          <p data-testid="delete-caution-type" data-type={deleteUserTarget ? 'user' : 'group'}>
            {deleteUserTarget
              ? t('groups.removeCaution', { count: deleteUserTarget.userIds.length })
              : t('groups.deleteCaution')}
          </p>
        </ModalBody>
        <ModalFooter>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button color="danger" loading={busy} onClick={confirmDelete} data-testid="delete-confirm">
            {t('confirm')}
          </Button>
        </ModalFooter>
      </Modal>
      <Modal open={modal === 'autoAssign'} onClose={close} testId="auto-assign-modal">
        <ModalHeader>{t('groups.autoAssign')}</ModalHeader>
        <ModalBody>
          <label>
            <input
              type="checkbox"
              checked={auto.useReset === 'on'}
              onChange={(e) => setAuto((a) => ({ ...a, useReset: e.target.checked ? 'on' : 'off' }))}
              data-testid="auto-reset"
            />{' '}
            {t('groups.useReset')}
          </label>
          <label className="sv-field">
            {t('groups.studentNum')}
            <input
              type="number"
              min={1}
              max={maxUsersPerGroup}
              value={auto.studentNum}
              onChange={(e) => setAuto((a) => ({ ...a, studentNum: e.target.value }))}
              data-testid="auto-num"
            />
          </label>
        </ModalBody>
        <ModalFooter>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button
            color="primary"
            loading={busy}
            disabled={!(Number.parseInt(auto.studentNum, 10) > 0)}
            data-testid="auto-confirm"
            onClick={() =>
              void change(
                () => supervisionApi.autoAssign(examIndex, lectureIndex, autoAssignOptions(auto)),
                () => {
                  selectGroup(null);
                  showToast(t('groups.assigned'), { type: 'success' });
                },
              )
            }
          >
            {t('confirm')}
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  );
}

export default GroupsScreen;
