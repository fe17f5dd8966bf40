import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast } from '@seodang/sdk/web';
import { chatMaxLength, type ChatMessage } from '../../common/index.ts';
import { liveApi } from '../api.ts';

/** The chat sidebar: the messages (a polite live region), a box to write in, removal for hosts. */
export function ChatPanel({
  meetingIndex,
  messages,
  isHost,
}: {
  meetingIndex: number;
  messages: ChatMessage[];
  isHost: boolean;
}) {
  const { t } = useTranslation('live-class');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Braces: chromium's scrollIntoView now answers a promise, which must not become the cleanup.
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      await liveApi.send(meetingIndex, text);
      setText('');
    } catch (error) {
      showToast(isApiError(error) ? error.message : String(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="lc-chat" data-testid="live-chat">
      <ul className="lc-chat__log" aria-live="polite" aria-label={t('chat.log')} data-testid="live-chat-log">
        {messages.length === 0 ? <li className="lc-chat__empty">{t('chat.empty')}</li> : null}
        {messages.map((m) => (
          <li key={m.id} className="lc-chat__item">
            <strong>{m.name}</strong> <span className="lc-chat__text">{m.message}</span>
            {isHost ? (
              <button
                type="button"
                className="lc-chat__remove"
                onClick={() => void liveApi.removeChat(meetingIndex, m.id)}
              >
                {t('chat.remove')}
              </button>
            ) : null}
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ul>
      <form className="lc-chat__form" onSubmit={(e) => void send(e)}>
        <label htmlFor="lc-chat-input" className="sd-visually-hidden">
          {t('chat.label')}
        </label>
        <input
          id="lc-chat-input"
          className="sd-input"
          value={text}
          maxLength={chatMaxLength}
          placeholder={t('chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="live-chat-input"
        />
        <Button type="submit" color="primary" loading={sending} data-testid="live-chat-send">
          {t('chat.send')}
        </Button>
      </form>
    </div>
  );
}
