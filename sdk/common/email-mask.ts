/**
 * An e-mail address as a list shows it: the first characters of the local part, then `***`,
 * then the domain (`minsu@example.com` → `mi***@example.com`). A short local part keeps at most
 * half of itself (`ab@x.kr` → `a***@x.kr`, `a@x.kr` → `***@x.kr`); a text without `@` is `***`.
 * The server masks every address it lists; the web may use it for addresses it shows in lists.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const keep = Math.min(2, Math.floor(local.length / 2));
  return `${[...local].slice(0, keep).join('')}***${email.slice(at)}`;
}
