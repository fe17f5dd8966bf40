import test from 'ava';
import { attachmentDisposition, safeFileName } from './attachment.ts';

test('a file name loses paths, reserved and control characters, and is never empty', (t) => {
  t.is(safeFileName('../../etc/passwd'), '.._.._etc_passwd');
  t.is(safeFileName('a\r\nb"c<d>.html'), 'a_b_c_d_.html');
  t.is(safeFileName('  ', 'quiz'), 'quiz');
  t.is(safeFileName('x'.repeat(300)).length, 100);
});

test('the disposition is an attachment: plain ASCII names as they are, others as a stand-in plus the UTF-8 name', (t) => {
  t.is(attachmentDisposition('report.pdf'), `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
  t.is(
    attachmentDisposition('보고서.zip', 'quiz'),
    `attachment; filename="quiz.zip"; filename*=UTF-8''${encodeURIComponent('보고서.zip')}`,
  );
  t.is(
    attachmentDisposition("it's (1).txt"),
    `attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`,
  );
  t.is(attachmentDisposition('100%.txt'), `attachment; filename="file.txt"; filename*=UTF-8''100%25.txt`);
  t.is(
    attachmentDisposition('evil"\r\nSet-Cookie: a=b'),
    `attachment; filename="evil_Set-Cookie_ a=b"; filename*=UTF-8''evil_Set-Cookie_%20a%3Db`,
  );
});
