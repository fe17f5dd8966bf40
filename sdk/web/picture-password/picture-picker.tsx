import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  picturePasswordLabels,
  picturePasswordLength,
  picturePasswordPictures,
  type PicturePasswordPicture,
} from '../../common/picture-password.ts';
import { PictureIcon } from './picture-icons.tsx';
import './picture-password.css';

type Language = keyof typeof picturePasswordLabels;

/** The label of a picture in the UI's language (Korean when the language has none). */
export function usePictureLabel(): (picture: PicturePasswordPicture) => string {
  const { i18n } = useTranslation();
  const language = (i18n.language?.slice(0, 2) ?? 'ko') as Language;
  const labels = picturePasswordLabels[language] ?? picturePasswordLabels.ko;
  return (picture) => labels[picture];
}

const columns = 3;

/**
 * The 3×3 grid of labelled pictures a picture password is chosen from: each press adds the
 * picture to the sequence (up to 4, each once); pressing a chosen one takes it out again. Buttons
 * say whether they are chosen and at which place; arrow keys move across the grid.
 */
export function PicturePicker({
  value,
  onChange,
  labelledBy,
  disabled = false,
}: {
  value: number[];
  onChange: (sequence: number[]) => void;
  labelledBy?: string;
  disabled?: boolean;
}) {
  const label = usePictureLabel();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const full = value.length >= picturePasswordLength;
  const press = (place: number) => {
    if (value.includes(place)) onChange(value.filter((p) => p !== place));
    else if (!full) onChange([...value, place]);
  };
  const move = (event: KeyboardEvent, place: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
    if (!step) return;
    const next = place + step;
    if (next < 0 || next >= picturePasswordPictures.length) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };
  return (
    <div className="sd-picture-grid" role="group" aria-labelledby={labelledBy}>
      {picturePasswordPictures.map((picture, place) => {
        const order = value.indexOf(place);
        return (
          <button
            key={picture}
            ref={(el) => {
              buttons.current[place] = el;
            }}
            type="button"
            className="sd-picture-grid__item"
            aria-pressed={order >= 0}
            aria-disabled={disabled || (full && order < 0) || undefined}
            disabled={disabled}
            data-testid={`picture-${picture}`}
            onClick={() => press(place)}
            onKeyDown={(e) => move(e, place)}
          >
            <PictureIcon picture={picture} />
            <span className="sd-picture-grid__label">{label(picture)}</span>
            {order >= 0 ? (
              <span className="sd-picture-grid__order" aria-label={`${order + 1}`}>
                {order + 1}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** A chosen sequence shown in order, pictures with their labels (the credential card's). */
export function PictureSequence({ sequence, size = 40 }: { sequence: number[]; size?: number }) {
  const label = usePictureLabel();
  return (
    <ol className="sd-picture-sequence">
      {sequence.map((place, i) => {
        const picture = picturePasswordPictures[place];
        return (
          <li key={i} className="sd-picture-sequence__item">
            <PictureIcon picture={picture} size={size} />
            <span>{label(picture)}</span>
          </li>
        );
      })}
    </ol>
  );
}
