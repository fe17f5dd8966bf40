/** A learner's web page as files: `index.html` plus the CSS and JavaScript files it links. */
export interface PageFile {
  name: string;
  content: string;
}

// `</script` inside inlined JavaScript would end the element early.
const scriptSafe = (js: string) => js.replace(/<\/script/gi, '<\\/script');
const attr = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/**
 * The single HTML document of a page: stylesheets (`<link href>`) and scripts (`<script src>`)
 * that name a project file are inlined, so the page needs no server. The live preview (an
 * iframe's `srcdoc`) and the grader (`setContent` in headless chromium) load the same document.
 */
export function composePage(files: readonly PageFile[], entry = 'index.html'): string {
  const byName = new Map(files.map((f) => [f.name, f.content]));
  const html = byName.get(entry) ?? '';
  return html
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const href = attr(tag, 'href');
      return href && byName.has(href) && /stylesheet/i.test(tag)
        ? `<style>\n${byName.get(href)}\n</style>`
        : tag;
    })
    .replace(/<script\b([^>]*)>\s*<\/script>/gi, (tag) => {
      const src = attr(tag, 'src');
      if (!src || !byName.has(src)) return tag;
      const type = attr(tag, 'type');
      return `<script${type ? ` type="${type}"` : ''}>\n${scriptSafe(byName.get(src) ?? '')}\n</script>`;
    });
}

/** The document of an `html_css_js` answer: the HTML with the CSS in the head and the script at the end of the body. */
export function composeHtmlCssJs(a: { html: string; css: string; js: string }): string {
  const style = a.css.trim() ? `<style>\n${a.css}\n</style>\n` : '';
  const script = a.js.trim() ? `\n<script>\n${scriptSafe(a.js)}\n</script>` : '';
  const withStyle = /<\/head>/i.test(a.html)
    ? a.html.replace(/<\/head>/i, () => `${style}</head>`)
    : style + a.html;
  return /<\/body>/i.test(withStyle)
    ? withStyle.replace(/<\/body>(?![\s\S]*<\/body>)/i, () => `${script}\n</body>`)
    : withStyle + script;
}
