import { createElement as h, type ReactNode } from 'react';
// One package per component: the '@react-email/components' barrel also loads Prism and Tailwind,
// which cost every process that mails (core, each test) half a second at start.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '../common/index.ts';
import type { MailMessage } from './mail.ts';

/** What a mail says, in one language: the blocks every Seodang mail is laid out from. */
export interface MailContent {
  subject: string;
  /** The line a mail client shows next to the subject (not part of the text version). */
  preview: string;
  heading?: string;
  paragraphs: string[];
  /** The one thing to do, as a button (and the address in the text version). */
  action?: { label: string; url: string };
  /** Small print under the action: validity, why the mail came. */
  notes?: string[];
  /** Anything more the template draws itself (React Email components), between paragraphs and action. */
  extra?: ReactNode;
}

/**
 * A mail template: for each language, the content for the given props. Core keeps its own
 * (join request, accepted); a plugin defines its own the same way and renders it with
 * {@link renderMail}, so every mail shares one layout and its HTML and text come from one source.
 */
export interface MailTemplate<P> {
  /** The outbox `kind` of mails made from it. */
  kind: string;
  content(props: P, locale: Locale): MailContent;
}

/** Declares a mail template (a typed identity, for inference). */
export const defineMailTemplate = <P>(template: MailTemplate<P>): MailTemplate<P> => template;

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Apple SD Gothic Neo, Malgun Gothic, sans-serif' },
  container: { backgroundColor: '#ffffff', padding: '24px 28px', margin: '24px auto', borderRadius: '8px' },
  heading: { fontSize: '20px', color: '#111827' },
  text: { fontSize: '15px', lineHeight: '24px', color: '#1f2937' },
  button: {
    backgroundColor: '#1a56db',
    color: '#ffffff',
    padding: '10px 18px',
    borderRadius: '6px',
    fontSize: '15px',
  },
  note: { fontSize: '13px', lineHeight: '20px', color: '#4b5563' },
};

function layout(content: MailContent, locale: Locale) {
  return h(
    Html,
    { lang: locale },
    h(Head),
    h(Preview, null, content.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        content.heading ? h(Heading, { as: 'h1', style: styles.heading }, content.heading) : null,
        ...content.paragraphs.map((p, i) => h(Text, { key: `p${i}`, style: styles.text }, p)),
        content.extra ?? null,
        content.action
          ? h(
              Section,
              { style: { margin: '20px 0' } },
              h(Button, { href: content.action.url, style: styles.button }, content.action.label),
            )
          : null,
        content.notes?.length ? h(Hr) : null,
        ...(content.notes ?? []).map((n, i) => h(Text, { key: `n${i}`, style: styles.note }, n)),
      ),
    ),
  );
}

/** A template's mail in one language: subject, HTML, and the plain text rendered from the same tree. */
export async function renderMail<P>(
  template: MailTemplate<P>,
  props: P,
  locale: Locale,
): Promise<{ subject: string; html: string; text: string }> {
  const content = template.content(props, locale);
  const element = layout(content, locale);
  // The renderer (react-dom/server, html-to-text) loads with the first mail, not with every process.
  const { render } = await import('@react-email/render');
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: content.subject, html, text: text.trim() };
}

/** A template's mail ready for `mailRef.queue`: rendered in the recipient's language. */
export async function templateMail<P>(
  template: MailTemplate<P>,
  props: P,
  to: { to: string; locale: Locale; channelId: number | null; ref?: string },
): Promise<MailMessage> {
  return { ...to, kind: template.kind, ...(await renderMail(template, props, to.locale)) };
}

/** A date and time as a mail states it in its language (Korean time, as the channels are). */
export function mailDateTime(date: Date, locale: Locale): string {
  const tag = { ko: 'ko-KR', en: 'en-GB', ja: 'ja-JP' }[locale];
  return new Intl.DateTimeFormat(tag, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Seoul',
  }).format(date);
}
