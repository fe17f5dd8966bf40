import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useFormat } from '@seodang/sdk/web';
import { answerText, type LearnerCode } from '../../common/code-tab.ts';
import { highlightCode } from './highlight.ts';

/**
 * One learner's code, read-only: what they last saved for the class's quiz, coloured by its
 * language once the highlighter has loaded (plain until then, or if it cannot).
 */
export function CodeView({ code, label }: { code: LearnerCode | undefined; label: string }) {
  const { t } = useTranslation('live-class');
  const text = code?.version ? answerText(code.answer) : '';
  const language = (code?.answer as { language?: unknown } | null | undefined)?.language;
  const [highlighted, setHighlighted] = useState<{ text: string; html: string } | null>(null);
  useEffect(() => {
    let gone = false;
    if (text)
      void highlightCode(text, language)
        .then((html) => {
          if (!gone && html !== null) setHighlighted({ text, html });
        })
        .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [text, language]);
  if (!code?.version) return <p className="lc-code__empty">{t('code.nothingSaved')}</p>;
  return (
    // A long program scrolls inside the card, so the card can be reached with the keyboard.
    <pre className="lc-code__text" tabIndex={0} aria-label={label} data-testid="live-code-text">
      {highlighted?.text === text ? (
        // highlight.js escapes the code and adds only spans; sanitised again to spans and classes.
        <code className="hljs" dangerouslySetInnerHTML={{ __html: highlighted.html }} />
      ) : (
        <code>{text}</code>
      )}
    </pre>
  );
}

/**
 * A learner's card on the host's code tab: their name, their last saved code and when, and the
 * switch that shows it to the whole class. `cardRef` lets the tab know when the card is on screen.
 */
export function CodeCard({
  userObjectId,
  name,
  code,
  shown,
  onShow,
  cardRef,
}: {
  userObjectId: number;
  name: string;
  code: LearnerCode | undefined;
  shown: boolean;
  onShow(show: boolean): void;
  cardRef(el: HTMLElement | null): void;
}) {
  const { t } = useTranslation('live-class');
  const { formatTime } = useFormat();
  const titleId = `lc-code-card-${userObjectId}`;
  return (
    <li
      ref={cardRef}
      className={`lc-code__card sd-card${shown ? ' lc-code__card--shown' : ''}`}
      data-user={userObjectId}
      data-testid={`live-code-card-${userObjectId}`}
      aria-labelledby={titleId}
    >
      <div className="lc-code__head">
        <h3 id={titleId} className="lc-code__name">
          {name}
        </h3>
        {code?.updatedAt ? (
          <span className="lc-code__time">{t('code.savedAt', { time: formatTime(code.updatedAt) })}</span>
        ) : null}
      </div>
      <CodeView code={code} label={t('code.codeOf', { name })} />
      <Button
        size="sm"
        aria-pressed={shown}
        onClick={() => onShow(!shown)}
        data-testid={`live-code-show-${userObjectId}`}
      >
        {shown ? t('code.stopShowing') : t('code.show', { name })}
      </Button>
    </li>
  );
}
