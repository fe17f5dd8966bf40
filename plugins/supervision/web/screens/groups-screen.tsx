import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, showToast } from '@seodang/sdk/web';
import { autoAssignOptions, isNoopMove, searchStudents, unassignedStudents, type GroupUser, type SupervisionGroup } from '../../common/index.ts';
import { supervisionApi } from '../api.ts';
import '../supervision.css';

/** Supervision-group management: groups, their users, search, unassigned students and the modals. */
export function GroupsScreen() {
  const { t } = useTranslation('supervision');
  const params = useParams();
  const examIndex = Number(params.examIndex);
  const lectureIndex = Number(params.lectureSeq);
  const [groups, setGroups] = useState<SupervisionGroup[]>([]);
  const [students, setStudents] = useState<GroupUser[]>([]);
  const [selectedGroupIndex, setSelected] = useState<number | null>(null);
  const [selectedStudentIds, setSelectedStudents] = useState<number[]>([]);
  const [searchKeyword, setKeyword] = useState('');
  const [modal, setModal] = useState<'move' | 'addGroup' | 'autoAssign' | 'delete' | null>(null);
  const [name, setName] = useState('');
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [auto, setAuto] = useState({ useReset: 'off', studentNum: '24' });
  const [errCode, setErrCode] = useState<number | null>(null);

  const fetchGroups = useCallback(async () => {
    const r = await supervisionApi.groups(examIndex, lectureIndex, true);
    setGroups(r.supervisionGroups);
    setStudents(r.students);
  }, [examIndex, lectureIndex]);
  useEffect(() => {
    void fetchGroups();
  }, [fetchGroups]);
  const group = groups.find((g) => g.index === selectedGroupIndex) ?? null;
  const { searchResults, selectedSearchResult } = searchStudents(students, groups, searchKeyword);
  const byId = new Map(students.map((s) => [s.id, s]));
  const toggle = (id: number) => setSelectedStudents((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const move = async () => {
    if (moveTo === null || !group || isNoopMove(group.index, moveTo)) return setModal(null);
    await supervisionApi.moveUsers({ lectureIndex, examIndex, userIds: selectedStudentIds, prevIndex: group.index, newIndex: moveTo });
    await fetchGroups();
    setSelectedStudents([]);
    setModal(null);
  };
  const addToSelected = async (ids: number[]) => {
    if (!group) return;
    const r = await supervisionApi.addUsers({ examIndex, lectureIndex, role: 'student', groupUserPairs: ids.map((userId) => ({ supervisionGroupIndex: group.index, userId })) });
    if (!r.result) setErrCode(r.errCode);
    else await fetchGroups();
  };

  return (
    <div className="sd-container sv-groups" data-testid="groups-screen">
      <h1>{t('groups.title')}</h1>
      <div className="sv-row">
        <input placeholder={t('groups.search')} value={searchKeyword} onChange={(e) => setKeyword(e.target.value)} data-testid="group-search" />
        {selectedSearchResult ? <span>{selectedSearchResult.student.name} → {selectedSearchResult.group?.name ?? t('groups.unassigned')} ({searchResults.length})</span> : null}
        <Button size="sm" onClick={() => setModal('addGroup')}>{t('groups.add')}</Button>
        <Button size="sm" onClick={() => setModal('autoAssign')}>{t('groups.autoAssign')}</Button>
      </div>
      {errCode !== null ? <p className="as-error" role="alert">{t('groups.error', { code: errCode })}</p> : null}
      <div className="sv-groups__cols">
        <ul className="sd-card">{groups.map((g) => (
          <li key={g.index}><button type="button" className={g.index === selectedGroupIndex ? 'is-active' : ''} onClick={() => { setSelected(g.index); setSelectedStudents([]); }}>{g.name} ({g.students.length})</button></li>
        ))}</ul>
        <section className="sd-card">
          {group ? (
            <>
              <h2>{group.name}</h2>
              <p>{t('groups.supervisors')}: {group.supervisors.map((s) => s.name).join(', ') || '—'}</p>
              <ul>{group.students.map((id) => <li key={id}><label><input type="checkbox" checked={selectedStudentIds.includes(id)} onChange={() => toggle(id)} /> {byId.get(id)?.name}</label></li>)}</ul>
              <Button size="sm" disabled={!selectedStudentIds.length} onClick={() => { setMoveTo(null); setModal('move'); }}>{t('groups.move')}</Button>
              <Button size="sm" disabled={!selectedStudentIds.length} onClick={async () => { await supervisionApi.removeUsers({ lectureIndex, role: 'student', userIds: selectedStudentIds, supervisionGroupIndex: group.index }); await fetchGroups(); setSelectedStudents([]); }}>{t('groups.remove')}</Button>
              <Button size="sm" onClick={() => setModal('delete')}>{t('groups.delete')}</Button>
            </>
          ) : <p>{t('groups.pick')}</p>}
        </section>
        <section className="sd-card">
          <h2>{t('groups.unassigned')}</h2>
          <ul>{unassignedStudents(students, groups).map((s) => <li key={s.id}>{s.name} {group ? <button type="button" onClick={() => void addToSelected([s.id])}>+</button> : null}</li>)}</ul>
        </section>
      </div>
      <Modal open={modal === 'move'} onClose={() => setModal(null)}>
        <ModalHeader>{t('groups.move')}</ModalHeader>
        <ModalBody><select value={moveTo ?? ''} onChange={(e) => setMoveTo(Number(e.target.value))}><option value="" disabled>—</option>{groups.map((g) => <option key={g.index} value={g.index}>{g.name}</option>)}</select></ModalBody>
        <ModalFooter><Button color="primary" onClick={() => void move()}>{t('confirm')}</Button></ModalFooter>
      </Modal>
      <Modal open={modal === 'addGroup'} onClose={() => setModal(null)}>
        <ModalHeader>{t('groups.add')}</ModalHeader>
        <ModalBody><input value={name} onChange={(e) => setName(e.target.value)} /></ModalBody>
        <ModalFooter><Button color="primary" disabled={!name.trim()} onClick={async () => {
          const r = await supervisionApi.addGroup(examIndex, lectureIndex, name.trim());
          setGroups((g) => [...g, { ...r.supervisionGroup, supervisors: [], students: [] }]);
          setSelected(r.supervisionGroup.index);
          setName('');
          setModal(null);
        }}>{t('confirm')}</Button></ModalFooter>
      </Modal>
      <Modal open={modal === 'delete'} onClose={() => setModal(null)}>
        <ModalHeader>{t('groups.delete')}</ModalHeader>
        <ModalBody>{t('groups.deleteCaution')}</ModalBody>
        <ModalFooter><Button color="danger" onClick={async () => {
          if (!group) return;
          await supervisionApi.deleteGroup(group.index, lectureIndex);
          setGroups((g) => g.filter((x) => x.index !== group.index));
          setSelected(null);
          setModal(null);
        }}>{t('confirm')}</Button></ModalFooter>
      </Modal>
      <Modal open={modal === 'autoAssign'} onClose={() => setModal(null)}>
        <ModalHeader>{t('groups.autoAssign')}</ModalHeader>
        <ModalBody>
          <label><input type="checkbox" checked={auto.useReset === 'on'} onChange={(e) => setAuto((a) => ({ ...a, useReset: e.target.checked ? 'on' : 'off' }))} /> {t('groups.useReset')}</label>
          <label className="sv-field">{t('groups.studentNum')}<input type="number" min={1} max={24} value={auto.studentNum} onChange={(e) => setAuto((a) => ({ ...a, studentNum: e.target.value }))} /></label>
        </ModalBody>
        <ModalFooter><Button color="primary" onClick={async () => {
          await supervisionApi.autoAssign(examIndex, lectureIndex, autoAssignOptions(auto));
          await fetchGroups();
          showToast(t('groups.assigned'), { type: 'success' });
          setModal(null);
        }}>{t('confirm')}</Button></ModalFooter>
      </Modal>
    </div>
  );
}

export default GroupsScreen;
