import test from 'ava';
import { roadmapProgressRef } from '../common/roadmap-progress.ts';
import { startRoadmapsFixture, type RoadmapsFixture } from '../test/fixture.ts';

let f: RoadmapsFixture;
test.before(async () => {
  f = await startRoadmapsFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

test('a learner’s chosen roadmaps come with their progress per channel; never another channel’s', async (t) => {
  const teach = await f.as('teach');
  const sequence = (await teach.post('/api/roadmap', f.body())).body.data.sequence as number;
  const published = await teach.put(`/api/roadmap/${sequence}/publish`, { isPublished: true });
  t.is(published.status, 200, JSON.stringify(published.body));
  const learner = await f.as('learner');
  const chosen = await learner.post('/api/roadmap/user', { roadmapIdList: [sequence] });
  t.is(chosen.status, 200, JSON.stringify(chosen.body));
  const topic = await learner.put(`/api/roadmap/${sequence}/nodes/project/progress`, { state: 'done' });

  t.is(topic.status, 200, JSON.stringify(topic.body));
  const reader = f.app.core.service(roadmapProgressRef);
  const mine = await reader.progressOf(f.school.id, f.school.ids.learner!);
  t.is(mine.length, 1);
  t.like(mine[0], { sequence, title: '파이썬 백엔드 입문', done: 1 });
  t.true(mine[0]!.total > 0);
  t.deepEqual(await reader.progressOf(f.far.id, f.school.ids.learner!), []);
  t.deepEqual(await reader.progressOf(null, f.school.ids.learner!), []);
  t.deepEqual(await reader.progressOf(f.school.id, f.school.ids['other.learner']!), []);
});
