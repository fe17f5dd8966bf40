import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorState, Loading } from '@seodang/sdk/web';
import { assessmentApi, type MemberCandidate } from '../api.ts';
import { MemberRemoveButton } from './member-remove-button.tsx';
import type { ManagedMember } from './exam-removal-api.ts';

type Member = ManagedMember;
type Role = Member['role'];

/**
 * Examinees and supervisors of an exam, picked from the channel's members by name or e-mail.
 * Saving adds or re-roles; a saved member is removed at once with their own button (an examinee
 * who has started cannot be removed or re-roled). Members added in this edit can be taken out
 * again before saving.
 */
export function ExamMemberPicker({
  seq,
  examIndex,
  saved,
  value,
  onChange,
  onSavedRemoved,
}: {
  seq: number;
  /** The saved exam being edited; null while adding one. */
  examIndex: number | null;
  saved: Set<number>;
  value: Member[];
  onChange: (members: Member[]) => void;
  /** A saved member was removed on the server. */
  onSavedRemoved: (id: number) => void;
}) {
  const { t } = useTranslation('assessment');
  const inputId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const q = useQuery({
    queryKey: ['assessment', seq, 'candidates', search],
    queryFn: () => assessmentApi.memberCandidates(seq, search ?? ''),
    enabled: search !== null,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setSearch(text.trim());
  };
  const add = (c: MemberCandidate, role: Role) =>
    onChange([...value.filter((m) => m.id !== c.id), { ...c, role }]);
  const setRole = (id: number, role: Role) => onChange(value.map((m) => (m.id === id ? { ...m, role } : m)));
  const roleLabel = (role: Role) => t(`examEditor.${role}`);
  return (
    <fieldset data-testid="exam-members">
      <legend>{t('examEditor.members')}</legend>
      {value.length === 0 ? (
        <p className="as-hint">{t('examEditor.noMembers')}</p>
      ) : (
        <ul className="ma-picked">
          {value.map((m) => (
            <li key={m.id} data-testid="picked-member" data-user-id={m.id} data-role={m.role}>
              <span className="ma-grow">
                {m.name} <span className="as-hint">{m.email}</span>
              </span>
              <select
                aria-label={t('examEditor.roleOf', { name: m.name })}
                value={m.role}
                disabled={m.started}
                onChange={(e) => setRole(m.id, e.target.value as Role)}
              >
                <option value="student">{roleLabel('student')}</option>
                <option value="supervisor">{roleLabel('supervisor')}</option>
              </select>
              {saved.has(m.id) ? (
                examIndex === null ? null : (
                  <MemberRemoveButton
                    seq={seq}
                    examIndex={examIndex}
                    member={m}
                    onRemoved={() => onSavedRemoved(m.id)}
                  />
                )
              ) : (
                <Button
                  size="sm"
                  onClick={() => onChange(value.filter((x) => x.id !== m.id))}
                  aria-label={t('examEditor.removeOf', { title: m.name })}
                >
                  {t('examEditor.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {saved.size > 0 ? <p className="as-hint">{t('examEditor.membersKept')}</p> : null}
      {/* A div, not a nested form: the search must not submit the exam. */}
      <div className="ma-row" role="search">
        <label htmlFor={inputId}>{t('examEditor.search')}</label>
        <input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="member-search"
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit(e);
          }}
        />
        <Button size="sm" onClick={submit} data-testid="member-search-button">
          {t('examEditor.searchButton')}
        </Button>
      </div>
      {search === null ? null : q.isPending ? (
        <Loading size="sm" delay={0} />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <p className="as-hint" data-testid="no-candidates">
          {t('examEditor.noCandidates')}
        </p>
      ) : (
        <ul className="ma-picked" data-testid="member-candidates">
          {q.data.map((c) => {
            const picked = value.find((m) => m.id === c.id);
            return (
              <li key={c.id} data-testid="member-candidate" data-user-id={c.id}>
                <span className="ma-grow">
                  {c.name} <span className="as-hint">{c.email}</span>
                </span>
                {picked ? (
                  <span className="as-badge">{roleLabel(picked.role)}</span>
                ) : (
                  <>
                    <Button
                      size="sm"
                      onClick={() => add(c, 'student')}
                      data-testid="add-examinee"
                      aria-label={t('examEditor.addStudentOf', { name: c.name })}
                    >
                      {t('examEditor.addStudent')}
                    </Button>
                    <Button
                      size="sm"
                      onClick={() => add(c, 'supervisor')}
                      data-testid="add-supervisor"
                      aria-label={t('examEditor.addSupervisorOf', { name: c.name })}
                    >
                      {t('examEditor.addSupervisor')}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
