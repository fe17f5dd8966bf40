import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Loading, isApiError, showToast, useAuth, useTabList } from '@seodang/sdk/web';
import { maxPromptLength } from '../../common/api.ts';
import { usageOver, type FeatureState } from '../../common/availability.ts';
import type { AiAction } from '../../common/views.ts';
import { useAssistant, type AskContext } from './use-assistant.ts';
import { panelBus, usePanelBus } from './panel-bus.ts';
import { UsageCounter } from './usage-counter.tsx';
import { resetTime } from './reset-time.ts';
import { PolicyModal } from './policy-modal.tsx';
import { ReviewBar } from './review-bar.tsx';
import type { Turn } from './panel-state.ts';
import './assistant.css';

// marked and DOMPurify arrive with the first answer, not with the screen.
/** The panel's modes: a chat about the lesson, or a question for the lesson's Q&A. */
const MODES = ['chat', 'qna'] as const;

const AnswerMarkdown = lazy(() => import('./answer-markdown.tsx'));

/** The code of the workspace, read when a code question is asked. */
export interface CodeSource {
  getSelection(): string;
  /** The last result failed (the Fix button's condition). */
  failing: boolean;
}

const off = (reason: string): FeatureState => ({ enabled: false, reason }) as FeatureState;

function TurnView({ turn, children }: { turn: Turn; children?: React.ReactNode }) {
  const { t } = useTranslation('ai-assistant');
  return (
    <li className="ai-turn" data-testid="ai-turn" data-status={turn.status}>
      <p className="ai-turn__q">
        <span className="sd-visually-hidden">{t('panel.you')}: </span>
        {turn.prompt}
      </p>
      <div className="ai-answer" data-testid="ai-answer">
        <span className="sd-visually-hidden">{t('panel.assistant')}: </span>
        {turn.answer ? (
          <Suspense fallback={<p className="ai-answer__text">{turn.answer}</p>}>
            <AnswerMarkdown text={turn.answer} />
          </Suspense>
        ) : turn.status === 'streaming' ? (
          <p className="ai-muted">{t('panel.thinking')}</p>
        ) : null}
        {turn.withheld ? <p className="ai-note">{t('panel.withheld')}</p> : null}
        {turn.check ? (
          <p className="ai-note" data-testid="ai-check" data-passed={turn.check.passed}>
            {t('panel.check', turn.check)}
          </p>
        ) : null}
        {turn.finishReason === 'length' ? <p className="ai-note">{t('panel.length')}</p> : null}
        {turn.finishReason === 'content_filter' ? (
          <p className="ai-note">{t('panel.contentFilter')}</p>
        ) : null}
        {turn.status === 'stopped' ? <p className="ai-note">{t('panel.stopped')}</p> : null}
        {turn.status === 'insufficient' ? (
          <p className="ai-note" data-testid="ai-insufficient">
            {turn.missing ? t('panel.insufficient', { missing: turn.missing }) : t('panel.insufficientShort')}
          </p>
        ) : null}
        {turn.status === 'error' ? (
          <p className="sd-alert sd-alert--error" role="alert" data-testid="ai-error">
            {turn.error ?? t('panel.failedEarlier')}
          </p>
        ) : null}
      </div>
      {children}
    </li>
  );
}

/**
 * The assistant beside a lesson or a quiz: counter, Chat / Q&A, Explain / Fix (each off with its
 * reason), the streamed answer with Stop (Esc), ratings, history and a new chat. A side panel,
 * a drawer under 768 px.
 */
export function AssistantPanel({
  at,
  code,
  preview = false,
}: {
  at: AskContext;
  code?: CodeSource;
  preview?: boolean;
}) {
  const { t, i18n } = useTranslation('ai-assistant');
  const { isLoggedIn } = useAuth();
  const bus = usePanelBus();
  const open = bus.open;
  const a = useAssistant(at, open);
  const [mode, setMode] = useState<'chat' | 'qna'>('chat');
  const [prompt, setPrompt] = useState('');
  const [policyDeclined, setPolicyDeclined] = useState(false);
  const ids = { title: useId(), reason: useId(), input: useId(), modes: useId() };
  const modeTabs = useTabList({ tabs: MODES, value: mode, onChange: setMode, idPrefix: ids.modes });
  const input = useRef<HTMLTextAreaElement>(null);
  const handledFix = useRef(bus.fixRequest);
  const { state, settings } = a;

  // From 768 px the open panel sits beside the page rather than over it (assistant.css).
  useEffect(() => {
    if (!open) return;
    document.body.classList.add('ai-panel-open');
    return () => document.body.classList.remove('ai-panel-open');
  }, [open]);

  // Esc stops the answer being written, wherever the focus is.
  useEffect(() => {
    if (!state.streaming) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') a.stop();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.streaming, a]);

  const availability = settings?.availability;
  const over = !!state.usage && !settings?.editor && usageOver(state.usage);
  const stateOf = (feature: 'chat' | 'qna' | 'codeExplanation' | 'codeSolution'): FeatureState => {
    if (!availability) return off('provider_off');
    const s = availability[feature];
    if (!s.enabled) return s;
    if (feature === 'codeSolution' && code && !code.failing) return off('no_failure');
    return s;
  };
  const ask = (action: AiAction, text: string) => {
    if (!text.trim()) return;
    void a.ask(action, text.trim());
    setPrompt('');
  };

  // "Help me fix this" under a verdict asks as soon as the panel can (after the policy, if needed).
  useEffect(() => {
    if (bus.fixRequest === handledFix.current || !settings || state.streaming) return;
    const fixState = stateOf('codeSolution');
    if (!fixState.enabled && fixState.reason === 'policy_not_accepted' && !policyDeclined) return;
    handledFix.current = bus.fixRequest;
    if (fixState.enabled && !over) ask('code_solution', t('panel.fixPrompt'));
  });

  const needsPolicy =
    open &&
    !!settings &&
    isLoggedIn &&
    !settings.policyAccepted &&
    settings.provider.configured &&
    !!settings.effective?.active &&
    !policyDeclined;

  if (!open)
    return (
      <button
        type="button"
        className="ai-fab sd-btn sd-btn--primary"
        data-testid="ai-open"
        onClick={() => panelBus.setOpen(true)}
      >
        ✦ {t('panel.open')}
      </button>
    );

  const modeState = stateOf(mode);
  const explain = stateOf('codeExplanation');
  const fix = stateOf('codeSolution');
  const last = state.turns.at(-1);
  return (
    <aside className="ai-panel" aria-labelledby={ids.title} data-testid="ai-panel">
      <header className="ai-panel__head">
        <h2 id={ids.title}>{t('panel.title')}</h2>
        {settings?.provider.demo ? (
          <span className="ai-badge" data-testid="ai-demo">
            {t('panel.demo')}
          </span>
        ) : null}
        <button
          type="button"
          className="ai-close"
          aria-label={t('panel.close')}
          onClick={() => {
            a.stop();
            panelBus.setOpen(false);
          }}
        >
          ×
        </button>
      </header>
      {preview ? <p className="ai-note">{t('panel.preview')}</p> : null}
      {a.settingsError ? (
        <ErrorState error={a.settingsError} onRetry={() => void a.loadSettings()} />
      ) : !settings ? (
        <Loading size="sm" />
      ) : (
        <>
          <UsageCounter
            usage={state.usage}
            loading={state.usageLoading}
            error={state.usageError}
            editor={settings.editor}
          />
          {over && state.usage ? (
            <p className="ai-note">
              {t('panel.usageOver', { time: resetTime(i18n.language, state.usage.resetsAt) })}
            </p>
          ) : null}
          <div className="ai-tabs" {...modeTabs.listProps} aria-label={t('panel.modes')}>
            {MODES.map((m) => (
              <button
                key={m}
                {...modeTabs.tabProps(m)}
                className={mode === m ? 'on' : ''}
                data-testid={`ai-tab-${m}`}
              >
                {t(`panel.${m}`)}
              </button>
            ))}
          </div>
          {code ? (
            <div className="ai-code-actions">
              <Button
                size="sm"
                outline
                disabled={!explain.enabled || over || state.streaming}
                aria-describedby={!explain.enabled ? `${ids.reason}-explain` : undefined}
                data-testid="ai-explain"
                onClick={() =>
                  ask('code_explanation', code.getSelection() || prompt || t('panel.explainPrompt'))
                }
              >
                {t('panel.explain')}
              </Button>
              <Button
                size="sm"
                outline
                disabled={!fix.enabled || over || state.streaming}
                aria-describedby={!fix.enabled ? `${ids.reason}-fix` : undefined}
                data-testid="ai-fix"
                onClick={() => ask('code_solution', prompt || t('panel.fixPrompt'))}
              >
                {t('panel.fix')}
              </Button>
              {!explain.enabled ? (
                <p id={`${ids.reason}-explain`} className="ai-reason" data-testid="ai-explain-reason">
                  {t('panel.explain')}: {t(`reason.${explain.reason}`)}
                </p>
              ) : null}
              {!fix.enabled ? (
                <p id={`${ids.reason}-fix`} className="ai-reason" data-testid="ai-fix-reason">
                  {t('panel.fix')}: {t(`reason.${fix.reason}`)}
                </p>
              ) : null}
            </div>
          ) : null}
          <ol className="ai-turns" data-testid="ai-turns">
            {state.turns.length === 0 ? <li className="ai-muted">{t('panel.empty')}</li> : null}
            {state.turns.map((turn) => (
              <TurnView key={turn.key} turn={turn}>
                {turn.status === 'done' && turn.responseId && !preview ? (
                  <ReviewBar
                    turn={{ ...turn, responseId: turn.responseId }}
                    onRate={a.rate}
                    onExplain={a.explainRating}
                    onUndo={a.undoRating}
                  />
                ) : null}
              </TurnView>
            ))}
          </ol>
          <p className="sd-visually-hidden" aria-live="polite" data-testid="ai-live">
            {state.announced && last?.key === state.announced && !state.streaming
              ? t('panel.answerReady')
              : ''}
          </p>
          <div {...modeTabs.panelProps(mode)}>
            <form
              className="ai-ask"
              onSubmit={(e) => {
                e.preventDefault();
                ask(mode, prompt);
              }}
            >
              <label htmlFor={ids.input} className="sd-field__label">
                {t('panel.promptLabel')}
              </label>
              <textarea
                id={ids.input}
                ref={input}
                className="sd-input ai-ask__input"
                value={prompt}
                maxLength={maxPromptLength}
                placeholder={t('panel.promptPlaceholder')}
                disabled={!modeState.enabled || over}
                aria-describedby={!modeState.enabled ? `${ids.reason}-mode` : undefined}
                data-testid="ai-prompt"
                onChange={(e) => setPrompt(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    if (!state.streaming) ask(mode, prompt);
                  }
                }}
              />
              {!modeState.enabled ? (
                <p id={`${ids.reason}-mode`} className="ai-reason" data-testid="ai-mode-reason">
                  {t(`reason.${modeState.reason}`)}
                </p>
              ) : null}
              <div className="ai-ask__row">
                <span className="ai-muted">
                  {t('panel.promptCount', { count: prompt.length, max: maxPromptLength })}
                </span>
                {state.streaming ? (
                  <Button size="sm" color="danger" onClick={a.stop} data-testid="ai-stop">
                    ■ {t('panel.stop')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    color="primary"
                    type="submit"
                    disabled={!modeState.enabled || over || !prompt.trim()}
                    data-testid="ai-send"
                  >
                    {t('panel.send')}
                  </Button>
                )}
              </div>
            </form>
          </div>
          <footer className="ai-panel__foot">
            <Button
              size="sm"
              outline
              disabled={state.streaming}
              onClick={a.newChat}
              data-testid="ai-new-chat"
            >
              {t('panel.newChat')}
            </Button>
            <Button
              size="sm"
              outline
              disabled={state.streaming || !isLoggedIn}
              onClick={() =>
                void a
                  .loadHistory()
                  .catch((e) =>
                    showToast(isApiError(e) ? e.message : t('panel.loadFailed'), { type: 'error' }),
                  )
              }
              data-testid="ai-history"
            >
              {t('panel.history')}
            </Button>
          </footer>
        </>
      )}
      {needsPolicy ? (
        <PolicyModal
          retentionDays={settings?.retentionDays}
          onAccept={a.acceptPolicy}
          onDecline={() => {
            setPolicyDeclined(true);
            panelBus.setOpen(false);
          }}
        />
      ) : null}
    </aside>
  );
}
