import test from 'ava';
import { removePid } from '../lib/pid-files.ts';
import { demoDirectoryPeople, demoDirectoryToken } from '../../plugins/member-sync/testing/index.ts';
import { startDemoDirectoryService } from './demo-directory.ts';

test('the managed demo directory serves the demo people over SCIM 2.0 with its token', async (t) => {
  const directory = await startDemoDirectoryService('test');
  try {
    t.regex(directory.url, /^http:\/\/127\.0\.0\.1:\d+\/scim\/v2$/);
    const list = await fetch(`${directory.url}/Users?startIndex=1&count=100`, {
      headers: { authorization: `Bearer ${demoDirectoryToken}` },
    }).then((r) => r.json());
    t.is(list.totalResults, demoDirectoryPeople.length);
    t.is((await fetch(`${directory.url}/Users`)).status, 401);
  } finally {
    await directory.process.stop();
    removePid('test', 'demo-directory');
  }
});
