export { startLiveFixture, type LiveFixture } from './fixture.ts';
