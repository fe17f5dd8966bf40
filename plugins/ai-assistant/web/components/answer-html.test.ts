import test from 'ava';
import { answerHtml } from './answer-html.ts';

test('Markdown renders; raw HTML in an answer is shown as text, never as markup', (t) => {
  t.is(answerHtml('**range**').trim(), '<p><strong>range</strong></p>');
  const html = answerHtml('<script>alert(1)</script>\n\nsee <img src=x onerror="alert(1)">');
  t.false(html.includes('<script'), html);
  t.false(html.includes('<img'), html);
  t.true(html.includes('&lt;script&gt;'), html);
});

test('code keeps its characters', (t) => {
  t.true(answerHtml('```python\nif a < b:\n    print(a)\n```').includes('if a &lt; b:'));
});
