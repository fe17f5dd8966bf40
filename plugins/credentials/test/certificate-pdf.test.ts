/**
 * The certificate PDF: its Korean text extracts (name and title), the attached credential verifies,
 * the QR code decodes to the certificate's page, and a private certificate's PDF is its holder's.
 */
import test from 'ava';
import jsQRModule from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { verifyCredential } from '../server/verify/verify.ts';
import { startCredentialsFixture, type CredentialsFixture } from '../testing/fixture.ts';

// jsqr is CommonJS: typed as a namespace, it is the function itself at run time.
const jsQR = jsQRModule as unknown as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

let f: CredentialsFixture;
test.before(async () => {
  f = await startCredentialsFixture(['lectures', 'credentials']);
});
test.after.always(async () => {
  await f?.app.stop();
});

/** An image's pixels as the RGBA that jsQR reads. */
function rgba(image: { data: Uint8ClampedArray; width: number; height: number; channels: 1 | 3 | 4 }) {
  if (image.channels === 4) return image.data;
  const out = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    for (let c = 0; c < 3; c++)
      out[i * 4 + c] = image.data[i * image.channels + (image.channels === 1 ? 0 : c)]!;
    out[i * 4 + 3] = 255;
  }
  return out;
}

test('the PDF prints the Korean name and title, carries a credential that verifies and a QR to the page', async (t) => {
  const lecture = await f.lecture();
  const teach = await f.as('teach');
  const issued = await teach.post('/api/certificate/issue', {
    sourceKind: 'lecture',
    sourceIndex: lecture,
    userId: f.school.ids.learner,
  });
  const certId = issued.body.data.certId as string;
  const anonymous = await f.as('anonymous');
  const res = await anonymous.request('GET', `/api/certificate/${certId}/pdf`);
  t.is(res.status, 200);
  t.is(res.headers.get('content-type'), 'application/pdf');
  t.is(
    res.headers.get('content-disposition'),
    `attachment; filename="certificate-${certId}.pdf"; filename*=UTF-8''certificate-${certId}.pdf`,
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  t.is(Buffer.from(bytes.slice(0, 5)).toString(), '%PDF-');

  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  t.true(text.includes('김하준'), text);
  t.true(text.includes('파이썬 기초'));
  t.true(text.includes('수료증'));
  t.true(text.includes(certId));

  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const attachments = (await pdf.getAttachments()) as Map<string, unknown> | null;
  const name = `certificate-${certId}.jwt`;
  t.true(attachments?.has(name), 'the credential is attached');
  // pdf.js hands an attachment's bytes out by its name.
  const content = await (
    pdf as unknown as { getAttachmentContent(id: string): Promise<Uint8Array> }
  ).getAttachmentContent(name);
  const jwt = new TextDecoder().decode(content);
  t.is((await verifyCredential(f.app.core.db, jwt)).state, 'valid');

  const images = await extractImages(new Uint8Array(bytes), 1);
  const decoded = images.map((image) => jsQR(rgba(image), image.width, image.height)?.data).find(Boolean);
  t.is(decoded, `${f.origin}/cert/${certId}`);

  // The same certificate again: the cached copy, byte for byte. In English, another one.
  const again = new Uint8Array(
    await (await anonymous.request('GET', `/api/certificate/${certId}/pdf`)).arrayBuffer(),
  );
  t.deepEqual(Buffer.from(again), Buffer.from(bytes));
  const english = await (
    await f.as('anonymous', { locale: 'en' })
  ).request('GET', `/api/certificate/${certId}/pdf`);
  const englishText = (await extractText(new Uint8Array(await english.arrayBuffer()), { mergePages: true }))
    .text;
  t.true(englishText.includes('Awarded to'));

  // The verifier takes the PDF itself and checks the credential attached to it.
  const viaPdf = await anonymous.post('/api/credentials/verify', {
    pdf: Buffer.from(bytes).toString('base64'),
  });
  t.is(viaPdf.body.data.state, 'valid');
  const notOurs = await (
    await f.as('anonymous', { locale: 'en' })
  ).post('/api/credentials/verify', {
    pdf: Buffer.from('%PDF-1.4 nothing here').toString('base64'),
  });
  t.deepEqual(notOurs.body.err, {
    code: 'no_credential_in_pdf',
    message: 'This PDF carries no credential issued here.',
  });

  await (await f.as('learner')).put(`/api/certificate/${certId}/visibility`, { visibility: 'private' });
  t.is((await anonymous.request('GET', `/api/certificate/${certId}/pdf`)).status, 403);
  t.is((await (await f.as('learner')).request('GET', `/api/certificate/${certId}/pdf`)).status, 200);
});
