import type { Config, HeadVariant } from '@seodang/config';
import type { ChannelData } from '@seodang/sdk';

export interface PageHead extends HeadVariant {
  variant: 'partner' | 'academy' | 'textbook' | 'default';
  canonicalUrl: string;
  /** The document title after the page-title rule (§2). */
  documentTitle: string;
}

/**
 * Picks the page-head variant in the spec's order of priority (§1): partner (the host's first
 * label is the partner's name), academy (customStyleName), textbook, else default.
 */
export function chooseHead(
  config: Config,
  host: string,
  protocol: string,
  path: string,
  channel: ChannelData | null,
): PageHead {
  const firstLabel = host.toLowerCase().replace(/:\d+$/, '').split('.')[0];
  const partner = config.head.partners.find((p) => p.name.toLowerCase() === firstLabel);
  let variant: PageHead['variant'] = 'default';
  let texts: HeadVariant = config.head.default;
  if (partner) {
    variant = 'partner';
    texts = partner;
  } else if (channel?.customStyleName === config.styles.academy) {
    variant = 'academy';
    texts = config.head.academy;
  } else if (channel?.customStyleName === 'textbook') {
    variant = 'textbook';
    texts = config.head.textbook;
  }
  const channelTitle = channel ? texts.channelTitle.replace('{channelName}', channel.name) : texts.title;
  return {
    variant,
    siteName: texts.siteName,
    title: texts.title,
    channelTitle: texts.channelTitle,
    description: texts.description,
    shareImage: texts.shareImage,
    faviconPath: channel?.faviconPath || texts.faviconPath,
    itemName: texts.itemName,
    canonicalUrl: `${protocol}://${host}${path === '/' ? '' : path}`,
    documentTitle: channelTitle,
  };
}

/** The page-title rule (§2): with a channel, '{title} - {channel title}', or the channel title alone. */
export function pageTitle(title: string | undefined, channelTitle: string): string {
  return title ? `${title} - ${channelTitle}` : channelTitle;
}
