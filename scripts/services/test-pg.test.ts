import test from 'ava';
import { removePid } from '../lib/pid-files.ts';
import { healthy, startTestPgService } from './test-pg.ts';

test('the managed test payment provider answers only its own new secret key, and its window says nothing is charged', async (t) => {
  const pg = await startTestPgService('test', 'http://127.0.0.1:9/api/commerce/webhook/toss');
  try {
    t.true(await healthy(pg.url));
    t.regex(pg.secretKey, /^test_sk_[0-9a-f]{24}$/);
    t.regex(pg.dir, /\.data\/test\/test-pg$/);
    const auth = `Basic ${Buffer.from(`${pg.secretKey}:`).toString('base64')}`;
    const missing = await fetch(`${pg.url}/v1/payments/none`, { headers: { authorization: auth } });
    t.is(missing.status, 404);
    t.is((await missing.json()).code, 'NOT_FOUND_PAYMENT');
    const wrongKey = await fetch(`${pg.url}/v1/payments/none`, {
      headers: { authorization: `Basic ${Buffer.from('test_sk_other:').toString('base64')}` },
    });
    t.is(wrongKey.status, 401);
    // The payment window says plainly that nothing is charged.
    const page = await fetch(
      `${pg.url}/pay?orderId=sd1-AAAAAAAAAAAA&amount=1000&orderName=x&successUrl=http://a/s&failUrl=http://a/f`,
    );
    t.regex(await page.text(), /테스트 결제/);
  } finally {
    await pg.process.stop();
    removePid('test', 'test-pg');
  }
  t.false(await healthy(pg.url));
});
