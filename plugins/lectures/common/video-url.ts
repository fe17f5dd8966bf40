/** Video-sharing sites accepted as intro videos (spec §5 "Lecture"). */
export const videoSharingHosts = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'tv.naver.com',
  'tv.kakao.com',
  'play-tv.kakao.com',
  'dailymotion.com',
  'dai.ly',
] as const;

/** File extensions of directly hosted videos ("another video host"). */
export const videoFileExtensions = ['mp4', 'webm', 'ogg', 'ogv', 'mov', 'm4v', 'm3u8', 'mpd'] as const;

const onHost = (hostname: string, host: string) => hostname === host || hostname.endsWith(`.${host}`);

/**
 * Whether a URL is a playable intro video: an http(s) link to a video-sharing site, or to a
 * video file on any other host.
 */
export function isValidVideoUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const hostname = parsed.hostname.toLowerCase();
  if (videoSharingHosts.some((host) => onHost(hostname, host)))
    return parsed.pathname.length > 1 || parsed.search.length > 1;
  const ext = parsed.pathname.toLowerCase().split('.').pop() ?? '';
  return parsed.pathname.includes('.') && (videoFileExtensions as readonly string[]).includes(ext);
}

/** An embeddable player URL for sharing sites (YouTube, Vimeo), or null to use a <video> element. */
export function embedUrlOf(url: string): string | null {
  try {
    const u = new URL(url);
    const host = u.hostname.toLowerCase();
    if (onHost(host, 'youtu.be'))
      return `https://www.youtube.com/embed/${encodeURIComponent(u.pathname.slice(1))}`;
    if (onHost(host, 'youtube.com')) {
      const id = u.searchParams.get('v') ?? u.pathname.split('/').filter(Boolean).pop();
      return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : null;
    }
    if (onHost(host, 'vimeo.com')) {
      const id = u.pathname.split('/').filter(Boolean).pop();
      return id ? `https://player.vimeo.com/video/${encodeURIComponent(id)}` : null;
    }
    if (videoSharingHosts.some((h) => onHost(host, h))) return url;
  } catch {
    return null;
  }
  return null;
}

/**
 * An image on the video's host that loads only when the host can be reached: YouTube's poster
 * for the video, the site's icon for other sharing sites, null for video files (the <video>
 * element reports its own errors).
 */
export function reachabilityProbeOf(url: string): { image: string; isPoster: boolean } | null {
  const embed = embedUrlOf(url);
  if (!embed) return null;
  const u = new URL(embed);
  const youtube = /^\/embed\/([^/?#]+)/.exec(u.pathname);
  if (onHost(u.hostname, 'youtube.com') && youtube)
    return { image: `https://i.ytimg.com/vi/${youtube[1]}/hqdefault.jpg`, isPoster: true };
  return { image: `${u.origin}/favicon.ico`, isPoster: false };
}
