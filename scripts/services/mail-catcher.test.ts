import test from 'ava';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { removePid } from '../lib/pid-files.ts';
import { greets, startMailCatcherService } from './mail-catcher.ts';

test('the managed mail catcher keeps each mail as .eml and lists it in index.json', async (t) => {
  const catcher = await startMailCatcherService('test');
  try {
    rmSync(join(catcher.dir, 'index.json'), { force: true });
    t.true(await greets(catcher.port));
    const transport = createTransport(catcher.url);
    const info = await transport.sendMail({
      from: 'no-reply@seodang.test',
      to: 'kim@example.com',
      subject: '초대장',
      text: '안녕하세요',
    });
    t.regex(info.response, /^250 /);
    const [entry] = JSON.parse(readFileSync(join(catcher.dir, 'index.json'), 'utf8'));
    t.like(entry, { to: ['kim@example.com'], subject: '초대장', messageId: info.messageId });
    const eml = readFileSync(join(catcher.dir, entry.file), 'utf8');
    t.regex(eml, /^To: kim@example\.com/m);
  } finally {
    await catcher.process.stop();
    removePid('test', 'mail');
  }
  t.false(existsSync(join(catcher.dir, '..', 'run', 'mail.pid')));
});
