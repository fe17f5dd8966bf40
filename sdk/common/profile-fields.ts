/** The profile fields of a channel member (spec §3 "Channel member"), in the order shown. */
export const profileFields = [
  'schoolYear',
  'schoolGrade',
  'schoolClass',
  'schoolNumber',
  'univMajor',
  'univNumber',
  'corpDept',
  'corpNumber',
] as const;
export type ProfileField = (typeof profileFields)[number];

/**
 * The profile fields an organisation type asks for: a school (a type ending in `_school`) its
 * pupils' year, grade, class and number; a university the major and number; a company the
 * department and number; any other type may use them all. A channel may narrow them further
 * (its `core.profileFields` setting).
 */
export function profileFieldsFor(organizationType: string | null): ProfileField[] {
  const type = organizationType ?? '';
  if (type.endsWith('_school') || type === 'school')
    return profileFields.filter((f) => f.startsWith('school'));
  if (type.endsWith('univ')) return profileFields.filter((f) => f.startsWith('univ'));
  if (type.endsWith('corp')) return profileFields.filter((f) => f.startsWith('corp'));
  return [...profileFields];
}
