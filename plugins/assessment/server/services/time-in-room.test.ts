import test from 'ava';
import { presenceMs } from './time-in-room.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
const event = (type: string, minute: number) => ({ type, created_at: at(minute) });

test('stays between entries and leaves add up; a re-entry while inside opens nothing new', (t) => {
  const history = [
    event('EXAM_ENTER', 5),
    event('EXAM_REENTER', 7),
    event('EXAM_LEAVE', 15),
    event('EXAM_REENTER', 20),
    event('EXAM_FINISHED', 50),
  ];
  t.is(presenceMs(history, at(0), at(60), at(59)), (10 + 30) * 60_000);
});

test('a stay still open counts up to now, never past the window; nothing outside the window counts', (t) => {
  t.is(presenceMs([event('EXAM_ENTER', 10)], at(0), at(60), at(25)), 15 * 60_000);
  t.is(presenceMs([event('EXAM_ENTER', 10)], at(0), at(60), at(90)), 50 * 60_000);
  t.is(presenceMs([event('EXAM_ENTER', 0), event('EXAM_LEAVE', 30)], at(10), at(60), at(59)), 20 * 60_000);
});

test('no entry, no presence (a leave alone or history in any order)', (t) => {
  t.is(presenceMs([], at(0), at(60), at(30)), 0);
  t.is(presenceMs([event('EXAM_LEAVE', 10)], at(0), at(60), at(30)), 0);
  t.is(presenceMs([event('EXAM_FINISHED', 20), event('EXAM_ENTER', 10)], at(0), at(60), at(30)), 10 * 60_000);
});
