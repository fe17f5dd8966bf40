import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveStatusSearch } from '../../common/index.ts';
import { supervisionApi, type SupervisedUser } from '../api.ts';

/** How long typing must pause before the server is asked. */
const debounceMs = 300;
/** Matches shown per search type. */
const resultLimit = 10;

interface Props {
  examIndex: number;
  lectureIndex: number;
  onPick: (user: SupervisedUser) => void;
}

/**
 * Finds any examinee of the exam by name or e-mail through the live status list (not only the
 * rows on screen): asks the server once typing pauses, both search types at once, and lists the
 * matches to pick one. A newer query wins over an older answer.
 */
export function ExamineeSearch({ examIndex, lectureIndex, onPick }: Props) {
  const { t } = useTranslation('supervision');
  const listId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<
    { state: 'idle' | 'loading' | 'error' } | { state: 'done'; users: SupervisedUser[] }
  >({ state: 'idle' });

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setFound({ state: 'idle' });
      return undefined;
    }
    let current = true;
    setFound({ state: 'loading' });
    const timer = setTimeout(() => {
      const ask = (type: string) =>
        supervisionApi
          .live(examIndex, lectureIndex, liveStatusSearch(type, q), 0, resultLimit)
          .then((r) => r.data);
      Promise.all([ask('name'), ask('email')])
        .then(([byName, byEmail]) => {
          if (!current) return;
          const users = [...byName, ...byEmail.filter((u) => !byName.some((n) => n.id === u.id))];
          setFound({ state: 'done', users });
        })
        .catch(() => {
          if (current) setFound({ state: 'error' });
        });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, examIndex, lectureIndex]);

  return (
    <div className="sv-picker">
      <label className="sv-field">
        {t('action.findExaminee')}
        <input
          className="sd-input sd-input--sm"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('action.findPlaceholder')}
          aria-controls={listId}
          data-testid="target-search"
        />
      </label>
      <div id={listId} aria-live="polite" data-testid="target-results" data-state={found.state}>
        {found.state === 'loading' ? <p className="sv-muted-text">{t('action.searching')}</p> : null}
        {found.state === 'error' ? (
          <p className="sv-error" role="alert">
            {t('action.searchFailed')}
          </p>
        ) : null}
        {found.state === 'done' && found.users.length === 0 ? (
          <p className="sv-muted-text">{t('noMatch')}</p>
        ) : null}
        {found.state === 'done' && found.users.length ? (
          <ul className="sv-picker__list">
            {found.users.map((u) => (
              <li key={u.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(u);
                    setQuery('');
                  }}
                  data-testid="target-result"
                  data-user={u.id}
                >
                  {u.name} <span>({u.email})</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
