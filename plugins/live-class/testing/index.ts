export { startLiveFixture, type LiveFixture, type LiveMessage, type LiveSocket } from './fixture.ts';
