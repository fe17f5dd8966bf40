// Fakes of the directories member-sync reads, for tests and the `npm start` demo directory.
export * from './failures.ts';
export * from './scim-server.ts';
export * from './kakao-work-server.ts';
export * from './demo-directory.ts';
