import { getDocumentProxy } from 'unpdf';

/** The name our certificate PDFs give the attached credential. */
const attachedCredential = /^certificate-[A-Za-z0-9_-]{12}\.jwt$/;

/**
 * The VC-JWT attached to one of our certificate PDFs (`certificate-{certId}.jwt`), or null when the
 * file is no PDF or carries none. What it says is checked by the verification like any credential.
 */
export async function credentialFromPdf(bytes: Uint8Array): Promise<string | null> {
  try {
    // pdf.js takes a plain Uint8Array, not a Buffer (a view it would refuse).
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const attachments = (await pdf.getAttachments()) as Map<string, unknown> | null;
    const name = [...(attachments?.keys() ?? [])].find((n) => attachedCredential.test(n));
    if (!name) return null;
    // pdf.js hands an attachment's bytes out by its name.
    const reader = pdf as unknown as { getAttachmentContent(id: string): Promise<Uint8Array | null> };
    const content = await reader.getAttachmentContent(name);
    return content ? new TextDecoder().decode(content).trim() : null;
  } catch {
    return null;
  }
}
