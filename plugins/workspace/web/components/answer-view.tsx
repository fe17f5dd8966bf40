import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';

interface AnswerFile {
  name: string;
  /** Source text of a code answer. */
  content?: string;
  /** Bytes of a handed-in file (file_submit), base64. */
  data?: string;
}

/** Bytes held by a base64 string. */
const base64Bytes = (b64: string) =>
  Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** Saves one handed-in file under its own name (the bytes are already in the answer). */
function saveFile(f: AnswerFile & { data: string }) {
  const bin = atob(f.data);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = f.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An answer, read-only: a code answer's files, handed-in files to download, or the answer as text. */
export function AnswerView({ answer }: { answer: unknown }) {
  const { t } = useTranslation('workspace');
  const code = answer as { language?: string; files?: AnswerFile[] } | null;
  if (code?.files) {
    return (
      <div className="ws-answer">
        {code.files.map((f) => (
          <figure key={f.name}>
            <figcaption>
              {f.name}
              {code.language ? ` · ${code.language}` : ''}
              {typeof f.data === 'string' ? (
                <>
                  {' '}
                  <Button
                    size="sm"
                    outline
                    data-testid="answer-file-download"
                    onClick={() => saveFile(f as AnswerFile & { data: string })}
                  >
                    {t('answer.download', { size: Math.max(1, Math.round(base64Bytes(f.data) / 1024)) })}
                  </Button>
                </>
              ) : null}
            </figcaption>
            {typeof f.content === 'string' ? (
              <pre>
                <code>{f.content}</code>
              </pre>
            ) : null}
          </figure>
        ))}
      </div>
    );
  }
  const text = (answer as { text?: string } | null)?.text;
  return <pre className="ws-answer">{text ?? JSON.stringify(answer, null, 2)}</pre>;
}
