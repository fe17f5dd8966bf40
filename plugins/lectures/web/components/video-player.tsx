import { embedUrlOf } from '../../common/index.ts';

/** A sharing-site player (YouTube, Vimeo) in an iframe, or a <video> for a file. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const embed = embedUrlOf(url);
  return (
    <div className="lc-video">
      {embed ? (
        <iframe
          src={embed}
          title={title}
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <video src={url} controls preload="metadata" title={title} />
      )}
    </div>
  );
}
