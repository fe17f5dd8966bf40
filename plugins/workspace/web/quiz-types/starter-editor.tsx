import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabList } from '@seodang/sdk/web';

type Starter = { name: string; content: string; locked: { startLine: number; endLine: number }[] };
const defaultName: Record<string, string> = {
  python3: 'main.py',
  python: 'main.py',
  c: 'main.c',
  cpp: 'main.cpp',
  java: 'Main.java',
  js: 'main.js',
  go: 'main.go',
  kotlin: 'Main.kt',
  swift: 'main.swift',
  ruby: 'main.rb',
  scala: 'Main.scala',
  php: 'main.php',
  csharp: 'Main.cs',
  R: 'main.R',
  objectivec: 'main.m',
};

/** "1-2, 5" ⇄ locked line ranges. */
const rangesText = (locked: Starter['locked']) =>
  locked
    .map((r) => (r.startLine === r.endLine ? `${r.startLine}` : `${r.startLine}-${r.endLine}`))
    .join(', ');
function parseRanges(text: string): Starter['locked'] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => {
      const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(s);
      if (!m) return [];
      const a = Number(m[1]);
      const b = Number(m[2] ?? m[1]);
      return a >= 1 && b >= a ? [{ startLine: a, endLine: b }] : [];
    });
}

/** Starter code per language (one entry file each) and the lines learners may not change. */
export function StarterEditor({
  languages,
  source,
  onChange,
}: {
  languages: string[];
  source: Record<string, Starter[]>;
  onChange(s: Record<string, Starter[]>): void;
}) {
  const { t } = useTranslation('workspace');
  const [lang, setLang] = useState(languages[0] ?? 'python3');
  const current = languages.includes(lang) ? lang : languages[0];
  const languageTabs = useTabList({
    tabs: languages,
    value: current ?? '',
    onChange: setLang,
    idPrefix: 'ws-starter',
  });
  if (!current) return null;
  const file: Starter = source[current]?.[0] ?? {
    name: defaultName[current] ?? 'main',
    content: '',
    locked: [],
  };
  const put = (patch: Partial<Starter>) =>
    onChange({ ...source, [current]: [{ ...file, ...patch }, ...(source[current] ?? []).slice(1)] });
  return (
    <div className="ws-starter">
      <div className="ws-tabs" {...languageTabs.listProps} aria-label={t('author.starter')}>
        {languages.map((l) => (
          <button key={l} {...languageTabs.tabProps(l)} className={l === current ? 'on' : ''}>
            {l}
          </button>
        ))}
      </div>
      <div className="ws-starter__panel" {...languageTabs.panelProps(current)}>
        <div className="ws-grid3">
          <label className="ws-field">
            {t('author.fileName')}
            <input
              className="sd-input ws-mono"
              value={file.name}
              onChange={(e) => put({ name: e.target.value })}
            />
          </label>
          <label className="ws-field">
            {t('author.locked')}
            <input
              className="sd-input"
              placeholder="1-2, 5"
              defaultValue={rangesText(file.locked)}
              key={`${current}:${rangesText(file.locked)}`}
              data-testid="starter-locked"
              onBlur={(e) => put({ locked: parseRanges(e.target.value) })}
            />
          </label>
        </div>
        <textarea
          className="sd-textarea ws-mono"
          rows={6}
          aria-label={t('author.starter')}
          value={file.content}
          data-testid="starter-code"
          onChange={(e) => put({ content: e.target.value })}
        />
      </div>
    </div>
  );
}
