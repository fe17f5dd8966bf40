import type { ReactElement } from 'react';
import type { PicturePasswordPicture } from '../../common/picture-password.ts';

// Simple, high-contrast drawings in a 48×48 box: each is told apart by shape and colour, and its
// label is always printed beside it (the label is what a screen reader reads).
const drawings: Record<PicturePasswordPicture, ReactElement> = {
  apple: (
    <>
      <circle cx="24" cy="28" r="14" fill="#d62828" />
      <path d="M24 14c0-5 3-8 7-9" stroke="#5a3e1b" strokeWidth="3" fill="none" />
      <ellipse cx="31" cy="11" rx="5" ry="3" fill="#2d7d32" />
    </>
  ),
  cat: (
    <>
      <path d="M10 16l6-10 6 8h4l6-8 6 10v14a14 14 0 0 1-28 0z" fill="#f4a261" />
      <circle cx="18" cy="24" r="2.5" fill="#1d1d1d" />
      <circle cx="30" cy="24" r="2.5" fill="#1d1d1d" />
      <path d="M21 31l3 2 3-2" stroke="#1d1d1d" strokeWidth="2" fill="none" />
    </>
  ),
  star: <path d="M24 4l6 13 14 2-10 10 3 14-13-7-13 7 3-14L4 19l14-2z" fill="#f2b705" />,
  tree: (
    <>
      <rect x="21" y="30" width="6" height="14" fill="#7f4f24" />
      <path d="M24 4L8 32h32z" fill="#2d7d32" />
    </>
  ),
  fish: (
    <>
      <ellipse cx="22" cy="24" rx="15" ry="10" fill="#1d70b8" />
      <path d="M36 24l10-9v18z" fill="#1d70b8" />
      <circle cx="14" cy="22" r="2.5" fill="#fff" />
    </>
  ),
  sun: (
    <>
      <circle cx="24" cy="24" r="10" fill="#f77f00" />
      <g stroke="#f77f00" strokeWidth="3" strokeLinecap="round">
        <path d="M24 3v6M24 39v6M3 24h6M39 24h6M9 9l4 4M35 35l4 4M9 39l4-4M35 13l4-4" />
      </g>
    </>
  ),
  car: (
    <>
      <path d="M6 30l4-10h24l8 10v8H6z" fill="#6a4c93" />
      <rect x="14" y="22" width="8" height="6" fill="#e0e0ff" />
      <rect x="25" y="22" width="8" height="6" fill="#e0e0ff" />
      <circle cx="14" cy="39" r="4" fill="#1d1d1d" />
      <circle cx="34" cy="39" r="4" fill="#1d1d1d" />
    </>
  ),
  flower: (
    <>
      <rect x="23" y="28" width="3" height="16" fill="#2d7d32" />
      <g fill="#e5609f">
        <circle cx="24" cy="10" r="6" />
        <circle cx="16" cy="18" r="6" />
        <circle cx="32" cy="18" r="6" />
        <circle cx="19" cy="27" r="6" />
        <circle cx="29" cy="27" r="6" />
      </g>
      <circle cx="24" cy="20" r="4" fill="#f2b705" />
    </>
  ),
  moon: <path d="M30 6a18 18 0 1 0 12 28A15 15 0 0 1 30 6z" fill="#5c6b7a" />,
};

/** One picture of the picture-password set, drawn inline (decorative: its label names it). */
export function PictureIcon({ picture, size = 48 }: { picture: PicturePasswordPicture; size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {drawings[picture]}
    </svg>
  );
}
