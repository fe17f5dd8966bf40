/** What the title rule needs from the page head (spec §1 "Page head variant"). */
export interface TitleHead {
  siteName: string;
  title: string;
  /** The variant's channel-title pattern, e.g. '{channelName} - Seodang'. */
  channelTitle: string;
}

/**
 * The document title (spec §2 "Page title"): inside a channel, the screen title joined with
 * ' - ' to the variant's channel title, or the channel title alone; on the public site, the
 * screen title joined to the site name, or the head's title.
 */
export function pageTitle(head: TitleHead, channelName: string | null | undefined, title?: string): string {
  if (channelName) {
    const channelTitle = head.channelTitle.includes('{channelName}')
      ? head.channelTitle.replace('{channelName}', channelName)
      : `${channelName} - ${head.channelTitle || head.siteName}`;
    return title ? `${title} - ${channelTitle}` : channelTitle;
  }
  return title ? `${title} - ${head.siteName}` : head.title || head.siteName;
}
