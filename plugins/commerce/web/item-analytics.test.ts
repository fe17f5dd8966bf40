import test from 'ava';
import type { AnalyticsLecture, CommerceEvent } from '../common/analytics.ts';
import { reportAdded, reportDetail } from './item-analytics.ts';

const lecture = (sequence: number, subject: string): AnalyticsLecture => ({
  sequence,
  subject,
  category: { first: { id: 'dev' }, second: { id: 'web' } },
  educatorsData: { name: '김선생' },
  price: 30_000,
});

test('add: one entry with every lecture that went in (a bundle its lectures), nothing for none', (t) => {
  const pushed: CommerceEvent[] = [];
  t.true(reportAdded([lecture(1, 'HTML'), lecture(2, 'CSS')], (e) => pushed.push(e)));
  t.false(reportAdded([], (e) => pushed.push(e)));
  t.is(pushed.length, 1);
  t.like(pushed[0], { event: 'add', ecommerce: { currencyCode: 'KRW' } });
  const products = (pushed[0].ecommerce.add as { products: { id: string; name: string; category: string }[] })
    .products;
  t.deepEqual(
    products.map((p) => [p.id, p.name, p.category]),
    [
      ['1', 'HTML', 'dev/web'],
      ['2', 'CSS', 'dev/web'],
    ],
  );
});

test("detail: the page's lecture as the server quotes it; a failed fetch reports nothing and does not throw", async (t) => {
  const pushed: CommerceEvent[] = [];
  const asked: number[] = [];
  const load = async (sequence: number) => {
    asked.push(sequence);
    return { analytics: [lecture(7, '파이썬 기초')] };
  };
  t.true(await reportDetail(7, load, (e) => pushed.push(e)));
  t.deepEqual(asked, [7]);
  t.like(pushed[0], {
    event: 'detail',
    ecommerce: {
      currencyCode: 'KRW',
      detail: { products: [{ id: '7', name: '파이썬 기초', brand: '김선생', price: 30_000, quantity: 1 }] },
    },
  });
  const failing = async () => {
    throw new Error('offline');
  };
  t.false(await reportDetail(8, failing, (e) => pushed.push(e)));
  t.is(pushed.length, 1);
});
