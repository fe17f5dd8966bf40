import test from 'ava';
import { demoAccounts, demoChannel } from './demo-accounts.ts';
import { welcomeLines } from './welcome.ts';

// The sign-up rules of the product spec (§5 "Account and contact fields").
const userIdRule = /^[\p{Script=Hangul}A-Za-z0-9@._-]{1,50}$/u;
const passwordOk = (p: string): boolean =>
  p.length >= 8 && p.length <= 30 && /[A-Za-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p);

test('every demo login satisfies the sign-up rules', (t) => {
  for (const a of demoAccounts) {
    t.regex(a.userId, userIdRule, a.userId);
    t.true(passwordOk(a.password), a.userId);
  }
});

test('user IDs are unique', (t) => {
  t.is(new Set(demoAccounts.map((a) => a.userId)).size, demoAccounts.length);
});

test('the demo covers the roles the README promises', (t) => {
  const find = (scope: string, role: string) =>
    demoAccounts.filter((a) => a.scope === scope && a.role === role);
  t.is(find('public', 'student').length, 1);
  t.is(find('public', 'teacher').length, 1);
  t.deepEqual(
    find('channel', 'admin').map((a) => a.isMainManager),
    [true, false],
    'a main manager and a limited co-manager',
  );
  t.is(find('channel', 'teacher').length, 1);
  t.true(find('channel', 'student').length >= 2);
});

test('the banner shows both URLs and every login', (t) => {
  const text = welcomeLines(3000, 'localhost', '1.0 s').join('\n');
  t.true(text.includes('http://localhost:3000'));
  t.true(text.includes(`http://${demoChannel.slug}.localhost:3000`));
  for (const a of demoAccounts) t.true(text.includes(a.userId) && text.includes(a.password));
});

test('the banner says where mail goes when the local catcher keeps it', (t) => {
  t.false(welcomeLines(3000, 'localhost', '1.0 s').join('\n').includes('Mail'));
  t.true(
    welcomeLines(3000, 'localhost', '1.0 s', { mailDir: '.data/dev/mail' })
      .join('\n')
      .includes('Mail is not delivered: the local catcher keeps each one in .data/dev/mail'),
  );
});

test('the banner says payments go to the local test provider when it runs', (t) => {
  t.false(welcomeLines(3000, 'localhost', '1.0 s').join('\n').includes('Payments'));
  const text = welcomeLines(3000, 'localhost', '1.0 s', { testPgUrl: 'http://127.0.0.1:18790' }).join('\n');
  t.true(
    text.includes(
      'Payments go to the local test payment provider (http://127.0.0.1:18790): nothing is charged;',
    ),
  );
  t.true(text.includes('plugins/commerce/testing/test-pg/README.md'));
});

test('the banner says the AI assistant answers with the local demo model when it runs', (t) => {
  t.false(welcomeLines(3000, 'localhost', '1.0 s').join('\n').includes('demo model'));
  const text = welcomeLines(3000, 'localhost', '1.0 s', { demoModelUrl: 'http://127.0.0.1:18690/v1' }).join(
    '\n',
  );
  t.true(text.includes('AI: local demo model (not a real model) at http://127.0.0.1:18690/v1'));
});
