import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StreamPreview } from '@seodang/sdk/web-media';

/** One person's tile in the room. */
export interface TileInfo {
  /** Stable across views: 'me' or the feed id. */
  key: string;
  /** Another's publisher feed (their camera or screen); absent for one's own tiles. */
  feedId?: number;
  /** The user, once the class's list names them. */
  objectId: number | null;
  name: string;
  /** The video (one's own camera and sound; another's video only, received while shown). */
  stream: MediaStream | null;
  me: boolean;
  hand: boolean;
  muted: boolean;
  spotlit: boolean;
  /** Speaking now (Janus's audio-level events). */
  talking: boolean;
  /** A host's shared screen rather than a camera. */
  screen?: boolean;
}

/**
 * A tile: the video (another's sound plays from {@link RemoteAudio}, shown or not), named, marked
 * when the microphone is off, the hand up, the person in the spotlight or speaking now.
 */
export function Tile({ tile, className = 'lc-tile' }: { tile: TileInfo; className?: string }) {
  const { t } = useTranslation('live-class');
  const label = tile.screen ? tile.name : t('room.tile', { name: tile.name });
  return (
    <li
      className={tile.talking ? `${className} lc-tile--talking` : className}
      data-testid={tile.screen ? 'live-screen-tile' : tile.me ? 'live-my-tile' : 'live-remote-tile'}
      data-user={tile.objectId ?? undefined}
    >
      {tile.me ? (
        <StreamPreview stream={tile.stream} className="lc-tile__video" label={label} />
      ) : (
        <RemoteVideo stream={tile.stream} label={label} />
      )}
      <span className="lc-tile__name">
        {tile.name}
        {tile.muted ? ` · ${t('room.muted')}` : ''}
        {tile.hand ? ` · ✋ ${t('room.hand')}` : ''}
        {tile.spotlit ? ` · ${t('room.inSpotlight')}` : ''}
        {tile.talking ? ` · ${t('room.talking')}` : ''}
      </span>
    </li>
  );
}

/** Another participant's video (silent: their sound is {@link RemoteAudio}'s). */
function RemoteVideo({ stream, label }: { stream: MediaStream | null; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  });
  return <video ref={ref} autoPlay muted playsInline className="lc-tile__video" aria-label={label} />;
}

/** Another participant's sound, played whether or not their tile is on the page shown. */
export function RemoteAudio({ stream, feedId }: { stream: MediaStream; feedId: number }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  });
  return <audio ref={ref} autoPlay data-testid="live-remote-audio" data-feed={feedId} />;
}
