import sanitizeHtml from 'sanitize-html';
import { AppError } from '@seodang/sdk';

const shapes = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
];
const paint = [
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'text',
  'tspan',
  'use',
  'symbol',
];
const common = [
  'id',
  'class',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
];
const geometry = [
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'dx',
  'dy',
  'width',
  'height',
  'points',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'fx',
  'fy',
  'viewBox',
  'preserveAspectRatio',
  'xmlns',
  'version',
  'clipPathUnits',
  'maskUnits',
  'href',
  'xlink:href',
  'xmlns:xlink',
];

/**
 * An achievement's SVG made safe to show and to draw: only shapes, text and paint servers
 * (no script, foreignObject, image, style or animation), no event handler or other attribute,
 * and links only to fragments of the same drawing (`#id`). Refuses an image with no `<svg>` left.
 */
export function sanitizeSvg(input: string): string {
  const clean = sanitizeHtml(input, {
    allowedTags: [...shapes, ...paint],
    allowedAttributes: { '*': [...common, ...geometry] },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'title'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    exclusiveFilter: (frame) =>
      (frame.tag === 'use' ||
        frame.attribs.href !== undefined ||
        frame.attribs['xlink:href'] !== undefined) &&
      ![frame.attribs.href, frame.attribs['xlink:href']].every((h) => h === undefined || /^#[\w-]+$/.test(h)),
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs))
          if (!/url\(\s*['"]?(?!#)/i.test(value) && !/javascript:|data:/i.test(value)) kept[name] = value;
        return { tagName, attribs: kept };
      },
    },
  }).trim();
  const drawn = /<(path|circle|ellipse|rect|line|polyline|polygon|text|use)[\s>/]/.test(clean);
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith('</svg>') || !drawn)
    throw new AppError(400, 'badge_image_unsafe', 'credentials.error.badge_image_unsafe');
  return clean;
}
