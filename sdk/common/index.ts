/** @seodang/sdk/common: schemas, types and rules shared by server and web. */
export * from './messages.ts';
export * from './nest-messages.ts';
export * from './account.ts';
export * from './picture-password.ts';
export * from './roles.ts';
export * from './html.ts';
export * from './quiz-type.ts';
export * from './asset-ref.ts';
export * from './menu-keys.ts';
export * from './ids.ts';
export * from './email-mask.ts';
export * from './korean-days.ts';
export * from './profile-fields.ts';
export * from './manager-rights.ts';
export * from './slot-ref.ts';
