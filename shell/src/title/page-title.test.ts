import test from 'ava';
import { pageTitle } from './page-title.ts';

const head = {
  siteName: 'Seodang',
  title: 'Seodang - learn to code',
  channelTitle: '{channelName} - Seodang',
};

test('in a channel: the title joined to the channel title, or the channel title alone', (t) => {
  t.is(pageTitle(head, 'School', 'Q&A'), 'Q&A - School - Seodang');
  t.is(pageTitle(head, 'School'), 'School - Seodang');
});

test('a channel-title pattern without a placeholder gets the channel name in front', (t) => {
  t.is(pageTitle({ ...head, channelTitle: 'Seodang' }, 'School'), 'School - Seodang');
});

test('on the public site: the title joined to the site name, or the head title', (t) => {
  t.is(pageTitle(head, null, 'Log in'), 'Log in - Seodang');
  t.is(pageTitle(head, undefined), 'Seodang - learn to code');
});
