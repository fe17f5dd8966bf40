import { useState } from 'react';
import type { QuizEditorProps } from '@seodang/sdk/web';

/** A definition editor for any quiz type: the stored definition as JSON, checked by the server's schema on save. */
export default function JsonDefinitionEditor({ definition, onChange }: QuizEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(definition ?? {}, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <textarea className={bad ? 'ws-json bad' : 'ws-json'} rows={18} spellCheck={false} value={text} aria-invalid={bad}
      onChange={(e) => {
        setText(e.target.value);
        try { onChange(JSON.parse(e.target.value)); setBad(false); } catch { setBad(true); }
      }} />
  );
}
