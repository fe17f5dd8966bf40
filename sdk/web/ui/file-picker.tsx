import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export interface FilePickerProps {
  /** The button's id, for the field's `<label htmlFor>`. */
  id?: string;
  /** The field label's id: the button is then named "<label> <Choose a file>". */
  labelledBy?: string;
  /** Ids of help texts for the button, besides the chosen file's name. */
  describedBy?: string;
  accept?: string;
  disabled?: boolean;
  /** `data-testid` of the underlying file input (tests hand it files). */
  testId?: string;
  onFile: (file: File) => void;
}

/**
 * A file input in the user's language: a kit button that opens the browser's file chooser and the
 * chosen file's name (or "No file chosen") beside it, instead of the browser's own control, which
 * speaks the browser's language whatever the site's. The native input stays in the page, hidden,
 * so the chooser, `accept` and drag-less keyboard use (Tab, Enter or Space) work as usual.
 */
export function FilePicker({
  id,
  labelledBy,
  describedBy,
  accept,
  disabled,
  testId,
  onFile,
}: FilePickerProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const nameId = useId();
  const buttonId = id ?? ownId;
  const [name, setName] = useState<string | null>(null);
  return (
    <span className="sd-file-picker">
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file chosen again is a new choice
          if (!file) return;
          setName(file.name);
          onFile(file);
        }}
      />
      <Button
        id={buttonId}
        outline
        disabled={disabled}
        aria-labelledby={labelledBy ? `${labelledBy} ${buttonId}` : undefined}
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        onClick={() => input.current?.click()}
      >
        {t('filePicker.choose', 'Choose a file')}
      </Button>
      <span id={nameId} className="sd-file-picker__name">
        {name ?? t('filePicker.none', 'No file chosen')}
      </span>
    </span>
  );
}
