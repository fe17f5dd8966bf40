// CSV bulk invite benchmark: a 10,000-row class list saved by Excel in CP949 goes through the
// import's check without HTTP or the database (chardet detection, iconv-lite decoding, csv-parse,
// the §5 row rules), against bare csv-parse of the same bytes already decoded, in the same run.
// Prints both medians and their ratio; no threshold.
//
// Run: node test/bench/csv-import.ts   (or `npm run bench -- csv-import`)
// Knobs: BENCH_ROWS (10000), BENCH_ROUNDS (7; the medians are reported).
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { checkCsvFile } from '../../plugins/channel-admin/server/imports/check-file.ts';

const rowCount = Number(process.env.BENCH_ROWS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const resultPrefix = 'BENCH-RESULT ';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const family = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const given = ['민준', '서연', '도윤', '하은', '시우', '지유', '주원', '서아', '하준', '똠방'];

/** A school's class list: every column of the template filled, one pupil a row, as Excel saves it. */
function classList(rows: number): Buffer {
  const lines = [
    '이메일,이름,그룹,본인 정보 수정 허용,학년도,학년,반,번호,전공,학번,부서,사번,소속,추가 정보',
  ];
  for (let i = 0; i < rows; i++) {
    const grade = 1 + (i % 6);
    const klass = 1 + (Math.floor(i / 6) % 12);
    const number = 1 + Math.floor(i / 72);
    const name = family[i % 10] + given[Math.floor(i / 10) % 10];
    lines.push(
      `pupil${i}@school.example.kr,${name},${grade}학년 ${klass}반,N,2026,${grade},${klass},${number},,,,,서울초등학교,"비고 ${i}, 방과후"`,
    );
  }
  return iconv.encode(lines.join('\r\n'), 'cp949');
}

function time(run: () => unknown): number {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
}

function main(): void {
  const bytes = classList(rowCount);
  const text = iconv.decode(bytes, 'cp949');
  const bare = () => parse(text, { relax_column_count: true, skip_empty_lines: true });
  const checked = checkCsvFile(bytes);
  const bad = checked.rows.filter((r) => r.issues.length).length;
  if (checked.rows.length !== rowCount || bad || checked.encoding !== 'CP949')
    throw new Error(`the import read ${checked.rows.length} rows, ${bad} bad, as ${checked.encoding}`);
  // Warm-up, then the two interleaved so machine noise falls on both.
  time(bare);
  time(() => checkCsvFile(bytes));
  const importMs: number[] = [];
  const bareMs: number[] = [];
  for (let n = 0; n < rounds; n++) {
    bareMs.push(time(bare));
    importMs.push(time(() => checkCsvFile(bytes)));
  }
  const ours = median(importMs);
  const base = median(bareMs);
  const ratio = ours / base;
  console.log(
    `csv-import benchmark: ${rowCount} rows, ${(bytes.length / 1024).toFixed(0)} KB CP949, ${rounds} rounds`,
  );
  console.log(`import check (detect + decode + parse + validate): median ${ours.toFixed(1)} ms`);
  console.log(`bare csv-parse of the decoded text: median ${base.toFixed(1)} ms; ratio ${ratio.toFixed(2)}×`);
  const rows = [
    {
      figure: `${rowCount}-row CP949 CSV: detect, decode, parse, validate`,
      value: `${ours.toFixed(0)} ms`,
      baseline: `${base.toFixed(0)} ms (bare csv-parse of the decoded text)`,
      ratio: `${ratio.toFixed(2)}×`,
      goal: '-',
      met: null,
    },
  ];
  console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
}

main();
