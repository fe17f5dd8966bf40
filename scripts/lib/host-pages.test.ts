import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { copyHostPages, readHostPages } from './host-pages.ts';

function plugins(declarations: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'host-pages-'));
  for (const [folder, web] of Object.entries(declarations)) {
    mkdirSync(join(dir, folder, 'web/static'), { recursive: true });
    writeFileSync(join(dir, folder, 'web/static/page.html'), `<p>${folder}</p>`);
    writeFileSync(join(dir, folder, 'package.json'), JSON.stringify({ seodang: { id: folder, web } }));
  }
  return dir;
}

test('a plugin’s declared pages are copied into <id>-static, plugin files and package files alike', (t) => {
  const dir = plugins({ alpha: { static: { 'page.html': './web/static/page.html' } }, beta: {} });
  const out = join(dir, 'dist');
  try {
    t.is(copyHostPages(dir, out), 1);
    t.is(readFileSync(join(out, 'alpha-static/page.html'), 'utf8'), '<p>alpha</p>');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a folder is copied whole, and a package file its exports do not name is found in its folder', (t) => {
  const dir = plugins({
    delta: {
      static: {
        'media/': './web/static/',
        'vm.js': 'hidden-exports/dist/vm.js',
        'icons/': 'hidden-exports/dist/icons/',
      },
    },
  });
  const pkg = join(dir, 'delta/node_modules/hidden-exports');
  mkdirSync(join(pkg, 'dist/icons/small'), { recursive: true });
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: 'hidden-exports', exports: { '.': './index.js' } }),
  );
  writeFileSync(join(pkg, 'dist/vm.js'), 'vm');
  writeFileSync(join(pkg, 'dist/icons/small/flag.svg'), '<svg/>');
  const out = join(dir, 'dist');
  try {
    t.deepEqual(
      readHostPages(dir).map((f) => f.name),
      ['media/page.html', 'vm.js', 'icons/small/flag.svg'],
    );
    t.is(copyHostPages(dir, out), 3);
    t.is(readFileSync(join(out, 'delta-static/icons/small/flag.svg'), 'utf8'), '<svg/>');
    t.is(readFileSync(join(out, 'delta-static/media/page.html'), 'utf8'), '<p>delta</p>');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a bad declaration is refused, naming the plugin', (t) => {
  for (const bad of [
    { static: ['page.html'] },
    { static: { '../x.html': './web/static/page.html' } },
    { static: { 'x.html': '../outside.html' } },
    { static: { 'x.html': '/etc/passwd' } },
    { static: { 'x.html': './web/static/missing.html' } },
    { static: { 'x.html': 'no-such-package/file.js' } },
    { static: { 'media/': './web/static/page.html' } },
    { static: { 'media/': './web/static' } },
    { static: { '../media/': './web/static/' } },
  ]) {
    const dir = plugins({ gamma: bad });
    try {
      t.throws(() => readHostPages(dir), { message: /plugins\/gamma\/package.json/ }, JSON.stringify(bad));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});
