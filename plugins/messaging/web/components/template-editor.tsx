import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextAreaField, TextField } from '@seodang/sdk/web';
import {
  messageTypes,
  messageVariables,
  templateScopes,
  type MessageTemplate,
  type TemplateInput,
} from '../../common/index.ts';

/** The editor's form: a template's fields, whether it is saved as it stands, and which one it is. */
export interface EditorState {
  templateId: number | null;
  form: TemplateInput;
  /** Edited since the last save (saving is off until the next edit, spec §4). */
  dirty: boolean;
  saving: boolean;
}

export const emptyForm = (): TemplateInput => ({
  name: '',
  scope: 'private',
  type: 'mail',
  template: { subject: '', message: '' },
});

export const formOf = (t: MessageTemplate): TemplateInput => ({
  name: t.name,
  scope: t.scope,
  type: t.type,
  template: t.template,
});

const variableList = messageVariables.map((v) => `{{${v}}}`).join(' ');

/** Select, new, save, delete: a template's name, scope, kind, subject or title and HTML message. */
export function TemplateEditor({
  templates,
  state,
  onSelect,
  onChange,
  onSave,
  onDelete,
}: {
  templates: MessageTemplate[];
  state: EditorState;
  onSelect: (templateId: number | null) => void;
  onChange: (form: TemplateInput) => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('messaging');
  const selectId = useId();
  const { form } = state;
  const selected = templates.find((x) => x.templateId === state.templateId);
  const headlineKey = form.type === 'mail' ? 'subject' : 'title';
  const setBody = (patch: Partial<TemplateInput['template']>) =>
    onChange({ ...form, template: { ...form.template, ...patch } });
  const setType = (type: TemplateInput['type']) => {
    const headline = form.template.subject ?? form.template.title ?? '';
    onChange({
      ...form,
      type,
      template: { message: form.template.message, [type === 'mail' ? 'subject' : 'title']: headline },
    });
  };
  return (
    <section className="sd-card" aria-labelledby={`${selectId}-h`} data-testid="message-template-editor">
      <h2 id={`${selectId}-h`}>{t('editor.heading')}</h2>
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={selectId}>
          {t('editor.select')}
        </label>
        <select
          id={selectId}
          className="sd-input"
          value={state.templateId ?? ''}
          onChange={(e) => onSelect(e.target.value ? Number(e.target.value) : null)}
          data-testid="message-template-select"
        >
          <option value="">{t('editor.none')}</option>
          {templates.map((x) => (
            <option key={x.templateId} value={x.templateId}>
              [{t(`type.${x.type}`)}] {x.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('editor.name')}
        maxLength={60}
        required
        value={form.name}
        onChange={(e) => onChange({ ...form, name: e.target.value })}
        data-testid="message-template-name"
      />
      <fieldset className="sd-fieldset">
        <legend className="sd-field__label">{t('editor.type')}</legend>
        {messageTypes.map((type) => (
          <label key={type} className="sd-check">
            <input
              type="radio"
              name="message-type"
              checked={form.type === type}
              onChange={() => setType(type)}
            />{' '}
            {t(`type.${type}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="sd-fieldset">
        <legend className="sd-field__label">{t('editor.scope')}</legend>
        {templateScopes.map((scope) => (
          <label key={scope} className="sd-check">
            <input
              type="radio"
              name="message-scope"
              checked={form.scope === scope}
              onChange={() => onChange({ ...form, scope })}
            />{' '}
            {t(`scope.${scope}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={form.type === 'mail' ? t('editor.subject') : t('editor.noticeTitle')}
        required
        maxLength={form.type === 'mail' ? 200 : 100}
        value={form.template[headlineKey] ?? ''}
        onChange={(e) => setBody({ [headlineKey]: e.target.value })}
        data-testid="message-template-headline"
      />
      <TextAreaField
        label={t('editor.message')}
        rows={8}
        required
        hint={t('editor.variables', { list: variableList, interpolation: { escapeValue: false } })}
        value={form.template.message}
        onChange={(e) => setBody({ message: e.target.value })}
        data-testid="message-template-message"
      />
      <div className="msg-actions">
        <Button onClick={() => onSelect(null)} data-testid="message-template-new">
          {t('editor.new')}
        </Button>
        <Button
          color="primary"
          loading={state.saving}
          disabled={!state.dirty || state.saving}
          onClick={onSave}
          data-testid="message-template-save"
        >
          {t('editor.save')}
        </Button>
        {selected?.canEdit ? (
          <Button color="danger" outline onClick={onDelete} data-testid="message-template-delete">
            {t('editor.delete')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
