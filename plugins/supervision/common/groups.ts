/** Supervision-group rules of spec §3, §4 "Supervision groups", §5 and §9. */

/** At most this many users per group (§9). */
export const maxUsersPerGroup = 24;

/** The default groups (§9): the virtual 'all' and the temporary test group. */
export const allGroupKey = 'all';
/** Name of the group every exam starts with. */
export const defaultGroupName = 'Group1';

/** Roles of supervision-group users (§6). */
export type GroupRole = 'student' | 'supervisor';

/** A user as the group screen lists them. */
export interface GroupUser {
  id: number;
  name: string;
  email: string;
  isPaused?: boolean;
}

/** A group (§3): supervisors as users, students as user ids. */
export interface SupervisionGroup {
  index: number;
  name: string;
  supervisors: GroupUser[];
  students: number[];
}

/** Search text of a user: the name plus the e-mail's local part, whitespace removed. */
export const searchTextOf = (user: Pick<GroupUser, 'name' | 'email'>) =>
  `${user.name}${user.email.split('@')[0]}`.replace(/\s+/g, '');

/** Student search: each result with the student's group; the first result is the selected one. */
export function searchStudents(
  students: readonly GroupUser[],
  groups: readonly SupervisionGroup[],
  keyword: string,
) {
  const word = keyword.replace(/\s+/g, '').toLowerCase();
  if (!word) return { searchResults: [], selectedSearchResult: null };
  const searchResults = students
    .filter((s) => searchTextOf(s).toLowerCase().includes(word))
    .map((student) => ({ student, group: groups.find((g) => g.students.includes(student.id)) ?? null }));
  return { searchResults, selectedSearchResult: searchResults[0] ?? null };
}

/** Students in no group. */
export const unassignedStudents = (students: readonly GroupUser[], groups: readonly SupervisionGroup[]) => {
  const assigned = new Set(groups.flatMap((g) => g.students));
  return students.filter((s) => !assigned.has(s.id));
};

/** Moving users to the group they are already in does nothing (and makes no call). */
export const isNoopMove = (prevIndex: number | string | null | undefined, newIndex: number | string) =>
  String(prevIndex) === String(newIndex);

/** Auto-assign options as sent (§3): useReset a boolean, studentNum a base-10 integer, the rest unchanged. */
export function autoAssignOptions(
  form: Record<string, unknown>,
): Record<string, unknown> & { useReset: boolean; studentNum: number } {
  const raw = form.useReset;
  return {
    ...form,
    useReset: raw === true || raw === 'on' || raw === 'true',
    studentNum: Number.parseInt(String(form.studentNum ?? ''), 10),
  };
}

/**
 * Splits students into groups of `studentNum` (capped at the group limit), in the order given.
 * Returns the chunks; the server names new groups after the existing ones.
 */
export function chunkStudents(studentIds: readonly number[], studentNum: number): number[][] {
  const size = Math.min(
    maxUsersPerGroup,
    Math.max(1, Number.isFinite(studentNum) ? studentNum : maxUsersPerGroup),
  );
  const chunks: number[][] = [];
  for (let i = 0; i < studentIds.length; i += size) chunks.push(studentIds.slice(i, i + size));
  return chunks;
}

/** Parses the CSV of the multipart add: `groupName,userId` per line (a header line is skipped). */
export function parseGroupCsv(text: string): { groupName: string; userId: string }[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.split(',').map((c) => c.trim().replace(/^"|"$/g, '')))
    .filter((c) => c.length >= 2 && c[0] && c[1])
    .filter((c, i) => !(i === 0 && /group/i.test(c[0]) && /user/i.test(c[1])))
    .map(([groupName, userId]) => ({ groupName, userId }));
}
