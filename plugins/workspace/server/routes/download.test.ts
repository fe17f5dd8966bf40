import test from 'ava';
import { strFromU8 } from 'fflate';
import { zipEntries } from './download.ts';

// The zip of a submission holds what the quiz type's files(answer) gives, each file at the top level
// under a plain name no other file has: a quiz type's slip neither writes a path nor drops a file.
test('zip entries: plain, unique names; base64 content becomes its bytes', (t) => {
  const entries = zipEntries([
    { name: 'report.txt', content: 'first' },
    { name: 'report.txt', content: 'second' },
    { name: '../../etc/passwd', content: '' },
    { name: 'src/main.py', content: '' },
    { name: '..', content: '' },
    { name: '', content: '' },
    { name: 'Makefile', content: '' },
    { name: 'Makefile', content: '' },
    { name: 'photo.png', content: Buffer.from([0x89, 0x50]).toString('base64'), encoding: 'base64' },
  ]);
  t.deepEqual(Object.keys(entries), [
    'report.txt',
    'report (2).txt',
    '.._.._etc_passwd',
    'src_main.py',
    'file',
    'file (2)',
    'Makefile',
    'Makefile (2)',
    'photo.png',
  ]);
  t.is(strFromU8(entries['report (2).txt']), 'second');
  t.deepEqual([...entries['photo.png']], [0x89, 0x50]);
});
