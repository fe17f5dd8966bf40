import test from 'ava';
import { profileFieldsFor } from './profile-fields.ts';

test('each organisation type offers its own profile fields (spec §3 "Channel member")', (t) => {
  t.deepEqual(profileFieldsFor('high_school'), ['schoolYear', 'schoolGrade', 'schoolClass', 'schoolNumber']);
  t.deepEqual(profileFieldsFor('elementary_school'), profileFieldsFor('high_school'));
  t.deepEqual(profileFieldsFor('univ'), ['univMajor', 'univNumber']);
  t.deepEqual(profileFieldsFor('corp'), ['corpDept', 'corpNumber']);
  t.is(profileFieldsFor(null).length, 8, 'an unknown type may use them all');
  t.is(profileFieldsFor('academy').length, 8);
});
