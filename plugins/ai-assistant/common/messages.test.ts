import test from 'ava';
import { aiErrorCodes, CodeAskBody } from './api.ts';
import { aiMessages } from './messages.ts';

const locales = ['ko', 'en', 'ja'] as const;

test('every error code of the assistant has its message in ko, en and ja', (t) => {
  for (const locale of locales)
    for (const code of aiErrorCodes) t.truthy(aiMessages[locale]?.[`ai.error.${code}`], `${locale} ${code}`);
  t.deepEqual(Object.keys(aiMessages.ko).sort(), Object.keys(aiMessages.en).sort());
  t.deepEqual(Object.keys(aiMessages.ko).sort(), Object.keys(aiMessages.ja).sort());
});

test('§8: a provider failure reads "Error while generating the answer, please try again later."', (t) => {
  t.is(
    aiMessages.en['ai.error.ai_provider_error'],
    'Error while generating the answer, please try again later.',
  );
});

test('an empty or too long question names the catalogue keys, which exist in every language', (t) => {
  const indexes = { lecture: 1, lesson: 1 };
  const empty = CodeAskBody.safeParse({ prompt: '   ', indexes, codeLanguage: 'python3' });
  const long = CodeAskBody.safeParse({ prompt: 'x'.repeat(2001), indexes, codeLanguage: 'python3' });
  t.is(empty.error?.issues[0].message, 'ai.prompt_empty');
  t.is(long.error?.issues[0].message, 'ai.prompt_too_long');
  for (const locale of locales) {
    t.truthy(aiMessages[locale]?.['ai.prompt_empty']);
    t.truthy(aiMessages[locale]?.['ai.prompt_too_long']);
  }
});
