import test from 'ava';
import { loadConfig } from '@seodang/config';
import type { ChannelData } from '@seodang/sdk';
import { chooseHead, pageTitle } from './head.ts';

const config = loadConfig(
  { DATABASE_URL: 'postgres://x@localhost/x', REDIS_URL: 'redis://localhost' },
  {
    head: {
      ...loadConfig({ DATABASE_URL: 'postgres://x@localhost/x', REDIS_URL: 'redis://localhost' }).head,
      partners: [
        {
          name: 'acme',
          siteName: 'ACME',
          title: 'ACME',
          channelTitle: '{channelName} | ACME',
          description: 'd',
          shareImage: '/s.png',
          faviconPath: '/f.ico',
          itemName: 'i',
        },
      ],
    },
  },
);
const channel = (customStyleName: string): ChannelData => ({
  index: 1,
  slug: 'acme',
  name: '한빛고',
  faviconPath: null,
  channelType: 'none',
  organizationType: 'high_school',
  useTextbook: false,
  customStyleName,
  isSchoolChannel: true,
  isPartnerAcademy: false,
  canChangeOwnInfoDefault: true,
});

test('partner host beats every style', (t) => {
  const head = chooseHead(config, 'acme.localhost:3000', 'http', '/', channel('textbook'));
  t.is(head.variant, 'partner');
  t.is(head.documentTitle, '한빛고 | ACME');
});

test('academy, then textbook, then default', (t) => {
  t.is(chooseHead(config, 'x.localhost', 'http', '/', channel(config.styles.academy)).variant, 'academy');
  t.is(chooseHead(config, 'x.localhost', 'http', '/', channel('textbook')).variant, 'textbook');
  t.is(chooseHead(config, 'x.localhost', 'http', '/', channel('')).variant, 'default');
  t.is(chooseHead(config, 'localhost', 'http', '/', null).documentTitle, config.head.default.title);
});

test('canonical URL is host based', (t) => {
  t.is(
    chooseHead(config, 'school.localhost:3000', 'https', '/qna', null).canonicalUrl,
    'https://school.localhost:3000/qna',
  );
});

test('page title joins with " - "', (t) => {
  t.is(pageTitle('Q&A', '한빛고 - 서당'), 'Q&A - 한빛고 - 서당');
  t.is(pageTitle(undefined, '한빛고 - 서당'), '한빛고 - 서당');
});
