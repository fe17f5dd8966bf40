/** Shared by the supervision server and web halves. */
export * from './groups.ts';
export * from './control-room.ts';
export * from './messages.ts';
