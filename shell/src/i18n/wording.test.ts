import test from 'ava';
import { assessmentOnlyTerms, contextTermsOf, recruitmentTerms } from './wording.ts';

test('a channel type picks its wording: examinee for assessment, applicant for recruitment, none otherwise', (t) => {
  t.is(contextTermsOf('assessment'), assessmentOnlyTerms);
  t.is(contextTermsOf('recruitment'), recruitmentTerms);
  t.deepEqual(
    [recruitmentTerms.ko.student, recruitmentTerms.en.student, recruitmentTerms.ja.student],
    ['지원자', 'applicant', '応募者'],
  );
  for (const other of ['none', '', null, undefined]) t.is(contextTermsOf(other), null);
});
