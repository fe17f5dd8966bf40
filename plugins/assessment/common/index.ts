/** Shared by the assessment server and web halves (and by the supervision plugin). */
export * from './assessment-validation.ts';
export * from './event-period.ts';
export * from './exam-status.ts';
export * from './levels.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './topics.ts';
export * from './waiting-room.ts';
export * from './exam-time.ts';
export * from './report-path.ts';
