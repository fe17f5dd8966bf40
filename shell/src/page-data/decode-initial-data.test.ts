import test from 'ava';
import { decodeEntities } from '../../../sdk/common/html.ts';
import { decodeInitialData } from './decode-initial-data.ts';

test('decodes notice titles and lecture subjects in every collection', (t) => {
  const out = decodeInitialData(
    {
      channelNoticeList: [{ title: 'A &amp; B' }],
      initialNoticeData: { title: '&lt;b&gt;' },
      curations: [{ lectureList: [{ subject: 'C&#39;s' }] }],
      channelLectureList: { allLectures: [{ subject: '&quot;x&quot;' }] },
    },
    decodeEntities,
  );
  t.is(out.channelNoticeList?.[0].title, 'A & B');
  t.is(out.initialNoticeData?.title, '<b>');
  t.is(out.curations?.[0].lectureList[0].subject, "C's");
  t.is(out.channelLectureList?.allLectures?.[0].subject, '"x"');
});

test('absent collections stay absent; channelLectureList without allLectures is left alone', (t) => {
  let calls = 0;
  const spy = (s: string) => {
    calls++;
    return s;
  };
  const out = decodeInitialData({ channelLectureList: { other: '&amp;' } }, spy);
  t.is(calls, 0);
  t.deepEqual(out, { channelLectureList: { other: '&amp;' } });
  t.false('channelNoticeList' in out);
});

test('does not change its input', (t) => {
  const input = { channelNoticeList: [{ title: '&amp;' }] };
  decodeInitialData(input, decodeEntities);
  t.is(input.channelNoticeList[0].title, '&amp;');
});
