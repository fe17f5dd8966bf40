import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import './rich-text.css';

/** What the editing area needs from its field: the id, label and description it is tied to. */
export interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  onChange(html: string): void;
  testId?: string;
}

type Action = { key: string; label: string; run(e: Editor): void; active(e: Editor): boolean };

const actions: Action[] = [
  {
    key: 'bold',
    label: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'heading',
    label: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'bulletList',
    label: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    label: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'code',
    label: '</>',
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
    active: (e) => e.isActive('codeBlock'),
  },
  {
    key: 'blockquote',
    label: '❝',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
];

/**
 * TipTap (ProseMirror) editing: lecture contents, text lessons, recruitment postings. Its own chunk,
 * loaded by `RichTextField` only where one is shown; the HTML it produces is sanitised again by
 * the server (`sanitizeRichText`).
 */
export function RichTextEditor({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  testId,
}: RichTextEditorProps) {
  const { t } = useTranslation('common');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'sd-input sd-rte__area',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // Content loaded after the editor started (an existing lecture) replaces the empty document.
  // (A remount destroys the previous editor, so a destroyed one is left alone.)
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e && !e.isDestroyed ? actions.map((a) => a.active(e)) : []),
  });
  return (
    <div className="sd-rte">
      <div className="sd-rte__toolbar" role="toolbar" aria-label={t('richText.toolbar')} aria-controls={id}>
        {/* The accessible name includes the visible glyph (WCAG 2.5.3, label in name). */}
        {actions.map((a, i) => (
          <button
            key={a.key}
            type="button"
            className="sd-rte__button"
            aria-label={`${t(`richText.${a.key}`)} ${a.label}`}
            aria-pressed={active?.[i] ?? false}
            onClick={() => editor && a.run(editor)}
            data-testid={`rte-${a.key}`}
          >
            {a.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
