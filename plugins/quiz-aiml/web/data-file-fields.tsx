import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AimlDefinition } from '../common/index.ts';

type DataFile = AimlDefinition['input_file'];

/** Reads a chosen text file and hands on its text. */
const readText = (e: ChangeEvent<HTMLInputElement>, set: (text: string) => void) => {
  const file = e.target.files?.[0];
  if (file) void file.text().then(set);
  e.target.value = '';
};

/** A data file of the quiz as the teacher edits it: its name, a file to load into it, its content. */
export function DataFileFields({
  file,
  onChange,
  testIdPrefix,
  rows,
}: {
  file: DataFile;
  onChange: (file: DataFile) => void;
  /** `aiml-input` gives `aiml-input-name` and `aiml-input-content`. */
  testIdPrefix: string;
  rows: number;
}) {
  const { t } = useTranslation('quiz-aiml');
  return (
    <>
      <label>
        {t('fileName')}
        <input
          className="sd-input"
          value={file.name}
          data-testid={`${testIdPrefix}-name`}
          onChange={(e) => onChange({ ...file, name: e.target.value })}
        />
      </label>
      <label>
        {t('loadFile')}
        <input
          type="file"
          accept=".csv,.txt,.tsv,.json"
          onChange={(e) => readText(e, (content) => onChange({ ...file, content }))}
        />
      </label>
      <label className="aiml-block">
        {t('fileContent')}
        <textarea
          className="sd-code-area"
          rows={rows}
          value={file.content}
          data-testid={`${testIdPrefix}-content`}
          onChange={(e) => onChange({ ...file, content: e.target.value })}
        />
      </label>
    </>
  );
}
