/** Shared by the supervision server and web halves. */
export * from './groups.ts';
export * from './control-room.ts';
export * from './tile-state.ts';
export * from './messages.ts';
