import test from 'ava';
import { examFixture } from './test-support/exam-fixture.ts';

test('My assessments is served at /api/lecture/assessment (spec §7) as at /api/assessment/my, and documented', async (t) => {
  const f = await examFixture({ examinees: 1, plugins: ['lectures'] });
  try {
    const examinee = await f.as('examinee1');
    const my = await examinee.get('/api/assessment/my');
    const named = await examinee.get('/api/lecture/assessment');
    t.is(named.status, 200);
    t.true(my.body.data.length > 0);
    t.deepEqual(named.body, my.body);
    t.is((await f.app.client({ host: f.host }).get('/api/lecture/assessment')).status, 401);
    const spec = (await examinee.get('/api/openapi.json')).body;
    t.truthy(spec.paths['/api/lecture/assessment']?.get);
  } finally {
    await f.app.stop();
  }
});
