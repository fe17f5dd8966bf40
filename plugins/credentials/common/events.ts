// Realtime event names, in a module of their own: the issued toast loads on every page, so what
// it imports must carry no schema library.

/** The realtime event on `user:{id}` when a certificate is issued to that user: `{ certId, title }`. */
export const certificateIssuedEvent = 'certificate.issued';

/** The realtime event on `user:{id}` when a badge is awarded to that user: `{ certId, title }`. */
export const badgeAwardedEvent = 'badge.awarded';
