// The banner `npm start` prints once the site serves: URLs and the demo logins.
import { demoAccounts, demoChannel } from './demo-accounts.ts';

/** The local services worth naming in the banner, when they run. */
export interface WelcomeOptions {
  mailDir?: string;
  testPgUrl?: string;
  demoOidc?: { issuer: string; accounts: string[] };
  /** The AI assistant's local demo model (its URL). */
  demoModelUrl?: string;
}

/** Lines of the banner (pure, so it can be tested and reused by the README check). */
export function welcomeLines(
  port: number,
  baseDomain: string,
  elapsed: string,
  options: WelcomeOptions = {},
): string[] {
  const site = `http://${baseDomain}:${port}`;
  const school = `http://${demoChannel.slug}.${baseDomain}:${port}`;
  const width = Math.max(...demoAccounts.map((a) => a.userId.length));
  return [
    '',
    `Seodang is running (ready in ${elapsed}).`,
    '',
    `  Public site:     ${site}`,
    `  School channel:  ${school}   (${demoChannel.name})`,
    '',
    '  Demo logins (user ID / password):',
    ...demoAccounts.map(
      (a) => `    ${a.userId.padEnd(width)}  ${a.password.padEnd(15)} ${a.name}, ${a.label}`,
    ),
    '',
    ...(options.mailDir
      ? [`  Mail is not delivered: the local catcher keeps each one in ${options.mailDir}`, '']
      : []),
    ...(options.testPgUrl
      ? [
          `  Payments go to the local test payment provider (${options.testPgUrl}): nothing is charged;`,
          '  test cards: plugins/commerce/testing/test-pg/README.md (4111 1111 1111 1111 approves)',
          '',
        ]
      : []),
    ...(options.demoOidc
      ? [
          `  "Demo sign-in" on the login page is the local default OpenID provider (${options.demoOidc.issuer}),`,
          `  development only: type ${options.demoOidc.accounts.join(' or ')} on its page (any password)`,
          '',
        ]
      : []),
    ...(options.demoModelUrl
      ? [
          `  AI: local demo model (not a real model) at ${options.demoModelUrl}: deterministic hints, badged "데모 모델";`,
          '  set SEODANG_AI_PROVIDER (openai, anthropic) for a real one',
          '',
        ]
      : []),
  ];
}

/** Print the banner. */
export function printWelcome(
  port: number,
  baseDomain: string,
  elapsed: string,
  options: WelcomeOptions = {},
): void {
  console.log(welcomeLines(port, baseDomain, elapsed, options).join('\n'));
}
