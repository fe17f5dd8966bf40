import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

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
];

/**
 * The posting's introduction, written in TipTap (ProseMirror), the editor the lectures' authoring
 * screens use. Loaded only by the create screen; the server sanitises the HTML again.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(html: string): void;
}) {
  const { t } = useTranslation('recruitment-screens');
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        class: 'sd-input rc-rte__area',
        'data-testid': 'recruitment-introduction',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e && !e.isDestroyed ? actions.map((a) => a.active(e)) : []),
  });
  return (
    <div className="sd-field rc-rte">
      <span className="sd-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="rc-rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')} aria-controls={id}>
        {actions.map((a, i) => (
          <button
            key={a.key}
            type="button"
            className="sd-btn sd-btn--light sd-btn--sm"
            aria-label={`${t(`editor.${a.key}`)} ${a.label}`}
            aria-pressed={active?.[i] ?? false}
            onClick={() => editor && a.run(editor)}
          >
            {a.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
