import sanitizeHtml from 'sanitize-html';

const richOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'span',
    'del',
    'ins',
    'sup',
    'sub',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    code: ['class'],
    span: ['class'],
    '*': ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** Sanitises user-written rich text (HTML) to a safe subset: no scripts, handlers or styles. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richOptions);
}

/** Strips every tag: for fields that are plain text but might carry markup. */
export function sanitizePlainText(text: string): string {
  return sanitizeHtml(text, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'recursiveEscape',
  });
}
