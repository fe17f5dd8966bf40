import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Another participant's tile: their video and sound, named, marked when their hand is up. */
export function RemoteTile({ stream, name, hand }: { stream: MediaStream; name: string; hand: boolean }) {
  const { t } = useTranslation('live-class');
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  });
  return (
    <li className="lc-tile" data-testid="live-remote-tile">
      <video
        ref={ref}
        autoPlay
        playsInline
        className="lc-tile__video"
        aria-label={t('room.tile', { name })}
      />
      <span className="lc-tile__name">
        {name}
        {hand ? ` · ✋ ${t('room.hand')}` : ''}
      </span>
    </li>
  );
}
