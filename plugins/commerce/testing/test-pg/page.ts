// The HTML pages: the payment window (card or phone), its error page and the receipt. Plain
// forms, no script: every control has a label, the page names its language, and keyboard
// use is the browser's own.
import { testCards } from './cards.ts';
import { errorCodes } from './errors.ts';
import type { StoredPayment } from './payment.ts';
import { texts, type Lang } from './texts.ts';

/** What the payment window was opened with (validated). */
export interface PayRequest {
  orderId: string;
  amount: number;
  orderName: string;
  successUrl: string;
  failUrl: string;
  method: 'card' | 'phone';
}

/** A field to show again with an error after a refused submit. */
export interface FieldState {
  value: string;
  invalid: boolean;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c]);
}

const locales: Record<Lang, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

/** KRW in the page's language. */
export function formatKrw(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'KRW' }).format(amount);
}

const groupCard = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

const style = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Noto Sans KR","Noto Sans JP",sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:36rem;margin:0 auto;padding:1rem}
.banner{margin:0;padding:.75rem 1rem;background:#fff3bf;color:#3d2e00;border-bottom:3px solid #8a6d00;text-align:center;font-weight:700}
.card{background:#fff;border:1px solid #d0d4da;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.15rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{color:#4a4f57}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:2px solid #6b7280;border-radius:6px}
input[aria-invalid=true]{border-color:#b00020}
.hint{color:#4a4f57;font-size:.9rem;margin:.25rem 0 0}
.error{color:#b00020;font-weight:600;margin:.25rem 0 0}
.actions{display:flex;gap:.75rem;margin-top:1rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.25rem;border-radius:6px;border:2px solid #1b4fd8;background:#1b4fd8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1b4fd8}
button.small{padding:.3rem .75rem;font-size:.9rem}
:focus-visible{outline:3px solid #1b4fd8;outline-offset:2px}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.4rem .25rem;border-top:1px solid #e1e4e8;vertical-align:top;overflow-wrap:anywhere}
button.number{font-family:ui-monospace,monospace;white-space:nowrap}
code{font-size:.95rem;white-space:nowrap}
nav ul{display:flex;gap:1rem;list-style:none;padding:0;margin:.5rem 0}
nav a{color:#1b4fd8}
`;

function document(lang: Lang, title: string, body: string): string {
  const t = texts[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(t.banner)}</title>
<style>${style}</style>
</head>
<body>
<header><p class="banner" role="note">${escapeHtml(t.banner)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function languageLinks(lang: Lang, hrefFor: (lang: Lang) => string): string {
  const names: Record<Lang, string> = { ko: '한국어', en: 'English', ja: '日本語' };
  const items = (Object.keys(names) as Lang[]).map((l) => {
    const current = l === lang ? ' aria-current="page"' : '';
    return `<li><a href="${escapeHtml(hrefFor(l))}" lang="${l}" hreflang="${l}"${current}>${names[l]}</a></li>`;
  });
  return `<nav aria-label="${escapeHtml(texts[lang].language)}"><ul>${items.join('')}</ul></nav>`;
}

/** The payment window for a valid request. */
export function payPage(
  req: PayRequest,
  lang: Lang,
  opts: { field?: FieldState; hrefFor: (lang: Lang) => string },
): string {
  const t = texts[lang];
  const hidden = { ...req, amount: String(req.amount), lang };
  const hiddenInputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  const card = req.method === 'card';
  const id = card ? 'cardNumber' : 'phoneNumber';
  const field = opts.field ?? {
    value: card ? groupCard(testCards[0].number) : '010-0000-0000',
    invalid: false,
  };
  const describedBy = field.invalid ? `${id}-hint ${id}-error` : `${id}-hint`;
  const input = `<label for="${id}">${escapeHtml(card ? t.cardNumber : t.phoneNumber)}</label>
<input id="${id}" name="${id}" type="${card ? 'text' : 'tel'}" inputmode="numeric" autocomplete="${card ? 'cc-number' : 'tel'}" required value="${escapeHtml(field.value)}" aria-describedby="${describedBy}"${field.invalid ? ' aria-invalid="true"' : ''}>
<p class="hint" id="${id}-hint">${escapeHtml(card ? t.cardNumberHint : t.phoneNumberHint)}</p>
${field.invalid ? `<p class="error" id="${id}-error">${escapeHtml(card ? t.cardNumberInvalid : t.phoneNumberInvalid)}</p>` : ''}`;
  const rows = testCards
    .map(
      (
        c,
        i,
      ) => `<tr><td><button class="small secondary number" type="submit" form="pay-form" name="testCard" value="${c.number}" aria-label="${escapeHtml(t.payWith(groupCard(c.number)))}" aria-describedby="test-card-${i}">${groupCard(c.number)}</button></td>
<td id="test-card-${i}">${escapeHtml(t.scenarios[c.scenario])}</td></tr>`,
    )
    .join('\n');
  const cardsSection = card
    ? `<section class="card" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">${escapeHtml(t.testCards)}</h2>
<p>${escapeHtml(t.testCardsIntro)}</p>
<table aria-labelledby="test-cards-title">
<thead><tr><th scope="col">${escapeHtml(t.cardColumn)}</th><th scope="col">${escapeHtml(t.resultColumn)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`
    : '';
  return document(
    lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${languageLinks(lang, opts.hrefFor)}
<section class="card" aria-label="${escapeHtml(t.order)}">
<dl>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(req.orderName)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatKrw(req.amount, lang))}</dd>
<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(card ? t.card : t.phone)}</dd>
</dl>
</section>
<form class="card" id="pay-form" method="post" action="/pay" novalidate>
${hiddenInputs}
${input}
<div class="actions">
<button type="submit" name="action" value="pay">${escapeHtml(t.pay)}</button>
<button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(t.cancel)}</button>
</div>
</form>
${cardsSection}`,
  );
}

/** The page shown when the window was opened with a bad request (nowhere safe to redirect). */
export function invalidRequestPage(code: string, lang: Lang): string {
  const t = texts[lang];
  const info = errorCodes[code];
  const message = info ? (lang === 'ko' ? info.ko : info.en) : code;
  return document(
    lang,
    t.invalidRequest,
    `<h1>${escapeHtml(t.invalidRequest)}</h1>
<p class="card" role="alert"><code>${escapeHtml(code)}</code> ${escapeHtml(message)}</p>`,
  );
}

/** The receipt of a payment, or a not-found page. */
export function receiptPage(
  payment: StoredPayment | undefined,
  lang: Lang,
  hrefFor: (lang: Lang) => string,
): string {
  const t = texts[lang];
  if (!payment) return document(lang, t.notFound, `<h1>${escapeHtml(t.notFound)}</h1>`);
  const refunds = payment.cancels
    .map(
      (c) =>
        `<li>${escapeHtml(new Date(c.canceledAt).toISOString())}: ${escapeHtml(formatKrw(c.cancelAmount, lang))} — ${escapeHtml(c.cancelReason)}</li>`,
    )
    .join('');
  return document(
    lang,
    t.receipt,
    `<h1>${escapeHtml(t.receipt)}</h1>
${languageLinks(lang, hrefFor)}
<section class="card" aria-label="${escapeHtml(t.receipt)}">
<dl>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(payment.orderName)} (${escapeHtml(payment.orderId)})</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatKrw(payment.totalAmount, lang))}</dd>
<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(payment.method === 'card' ? t.card : t.phone)}</dd>
<dt>${escapeHtml(t.status)}</dt><dd>${escapeHtml(payment.status)}</dd>
<dt>${escapeHtml(t.balance)}</dt><dd>${escapeHtml(formatKrw(payment.balanceAmount, lang))}</dd>
</dl>
</section>
${refunds ? `<section class="card" aria-labelledby="refunds-title"><h2 id="refunds-title">${escapeHtml(t.refunds)}</h2><ul>${refunds}</ul></section>` : ''}`,
  );
}
