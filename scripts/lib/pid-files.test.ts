import test from 'ava';
import { commandLine, isAlive, parsePid } from './pid-files.ts';

test('parsePid reads the first line', (t) => {
  t.is(parsePid('1234\n'), 1234);
  t.is(parsePid('  42  \nextra'), 42);
});

test('parsePid rejects garbage and non-positive numbers', (t) => {
  t.is(parsePid(''), undefined);
  t.is(parsePid('abc'), undefined);
  t.is(parsePid('0'), undefined);
  t.is(parsePid('-5'), undefined);
});

test('our own process is alive and has a command line', (t) => {
  t.true(isAlive(process.pid));
  t.true(commandLine(process.pid).length > 0);
});
