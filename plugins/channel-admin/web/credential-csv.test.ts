import test from 'ava';
import { credentialsCsv } from './credential-csv.ts';

const headers = {
  userId: '아이디',
  name: '이름',
  group: '그룹',
  secret: '비밀번호',
  pictures: '그림 비밀번호',
  expires: '만료',
};
const labels = ['사과', '고양이', '별', '나무', '물고기', '해', '자동차', '꽃', '달'];

test('a CSV of passwords and picture sequences, with a BOM and quoted fields', (t) => {
  const csv = credentialsCsv(
    [
      { id: 1, userId: 'kim01', name: '김, 하나', kind: 'auth', group: '1-2', password: 'a"b3!xyzQ' },
      { id: 2, userId: 'lee01', name: '이둘', kind: 'picture', group: null, pictures: [2, 0, 8, 5] },
    ],
    headers,
    (p) => labels[p],
    (iso) => iso.slice(0, 10),
  );
  t.true(csv.startsWith('\uFEFF아이디,이름,그룹,비밀번호,그림 비밀번호\r\n'));
  t.true(csv.includes('kim01,"김, 하나",1-2,"a""b3!xyzQ",\r\n'));
  t.true(csv.includes('lee01,이둘,,,1. 별 2. 사과 3. 달 4. 해\r\n'));
});

test('testers carry their expiry', (t) => {
  const csv = credentialsCsv(
    [
      {
        id: 3,
        userId: 't01',
        name: 't01',
        kind: 'temp',
        group: null,
        password: 'x',
        expiresAt: '2026-12-01T00:00:00Z',
      },
    ],
    headers,
    (p) => labels[p],
    (iso) => iso.slice(0, 10),
  );
  t.is(csv, '\uFEFF아이디,이름,그룹,비밀번호,만료\r\nt01,t01,,x,2026-12-01\r\n');
});
