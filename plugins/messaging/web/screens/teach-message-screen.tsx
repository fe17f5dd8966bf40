import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState, Loading, showToast, usePageTitle, useTabList } from '@seodang/sdk/web';
import {
  messageTypes,
  type MessageTemplate,
  type MessageType,
  type TemplateInput,
} from '../../common/index.ts';
import { messagingApi } from '../api.ts';
import { ComposePanel } from '../components/compose-panel.tsx';
import { HistoryList } from '../components/history-list.tsx';
import { emptyForm, formOf, TemplateEditor, type EditorState } from '../components/template-editor.tsx';
import '../components/messaging.css';

const templatesKey = ['messaging', 'templates'];

/** Throws what a template call returned in place of its data (the spec's error-in-place rule). */
function unwrap<T>(value: T | Error): T {
  if (value instanceof Error) throw value;
  return value;
}

/** /teach/message: the template editor, compose with preview, and the notice and mail history. */
export default function TeachMessageScreen() {
  const { t } = useTranslation('messaging');
  usePageTitle(t('title'));
  const client = useQueryClient();
  const templates = useQuery({
    queryKey: templatesKey,
    queryFn: async () => unwrap(await messagingApi.templates()),
  });
  const all: MessageTemplate[] = templates.data ? messageTypes.flatMap((type) => templates.data[type]) : [];
  const [editor, setEditor] = useState<EditorState>({
    templateId: null,
    form: emptyForm(),
    dirty: true,
    saving: false,
  });
  const [tab, setTab] = useState<MessageType>('notice');
  const historyTabs = useTabList({ tabs: messageTypes, value: tab, onChange: setTab, idPrefix: 'message' });

  const select = (templateId: number | null) => {
    const chosen = all.find((x) => x.templateId === templateId);
    setEditor({
      templateId: chosen?.templateId ?? null,
      form: chosen ? formOf(chosen) : emptyForm(),
      dirty: !chosen,
      saving: false,
    });
  };
  const change = (form: TemplateInput) => setEditor((e) => ({ ...e, form, dirty: true }));
  const save = async () => {
    setEditor((e) => ({ ...e, saving: true }));
    const result =
      editor.templateId === null
        ? await messagingApi.createTemplate(editor.form)
        : await messagingApi.updateTemplate(editor.templateId, editor.form);
    if (result instanceof Error) {
      setEditor((e) => ({ ...e, saving: false }));
      showToast(result.message, { type: 'error' });
      return;
    }
    const templateId = typeof result === 'object' ? result.templateId : editor.templateId;
    setEditor((e) => ({ ...e, templateId, saving: false, dirty: false }));
    showToast(t('editor.saved'), { type: 'success' });
    await client.invalidateQueries({ queryKey: templatesKey });
  };
  const remove = async () => {
    if (editor.templateId === null || !window.confirm(t('editor.confirmDelete'))) return;
    const result = await messagingApi.deleteTemplate(editor.templateId);
    if (result instanceof Error) return void showToast(result.message, { type: 'error' });
    showToast(t('editor.deleted'), { type: 'success' });
    setEditor({ templateId: null, form: emptyForm(), dirty: true, saving: false });
    await client.invalidateQueries({ queryKey: templatesKey });
  };

  return (
    <div className="sd-container" data-testid="message-screen">
      <h1>{t('title')}</h1>
      <p className="sd-muted">{t('intro')}</p>
      {templates.isPending ? <Loading /> : null}
      {templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
      ) : null}
      {templates.data ? (
        <TemplateEditor
          templates={all}
          state={editor}
          onSelect={select}
          onChange={change}
          onSave={() => void save()}
          onDelete={() => void remove()}
        />
      ) : null}
      <ComposePanel form={editor.form} />
      <section className="sd-card" aria-labelledby="message-history-heading">
        <h2 id="message-history-heading">{t('history.heading')}</h2>
        <div {...historyTabs.listProps} className="msg-actions" aria-label={t('history.heading')}>
          {messageTypes.map((type) => (
            <button
              key={type}
              {...historyTabs.tabProps(type)}
              className={`sd-btn sd-btn--sm ${tab === type ? 'sd-btn--primary' : 'sd-btn--light'}`}
              data-testid={`message-tab-${type}`}
            >
              {t(`type.${type}`)}
            </button>
          ))}
        </div>
        <div {...historyTabs.panelProps(tab)}>
          <HistoryList key={tab} type={tab} />
        </div>
      </section>
    </div>
  );
}
