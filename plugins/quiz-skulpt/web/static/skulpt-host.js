/* global Sk */
// The Skulpt host page's script. Speaks the SDK's host frame envelope `{ seodangHost: 1, … }`:
// says `ready` once; takes `{ type: 'run', code, stdin, seconds }` from the parent page only, and
// answers `{ type: 'output', text }` (the program's output so far), `{ type: 'drawing' }` (the
// turtle drew) and `{ type: 'done', error?, timeout? }`. A run is for the learner's eyes only:
// the server grades a submission with the same Skulpt in the judge.
(function () {
  'use strict';
  // Defence in depth (the server also sends a CSP sandbox): run only with an opaque origin.
  if (self.origin !== 'null') throw new Error('the Skulpt host page must run sandboxed');
  var OUTPUT_MAX = 100000;
  var target = document.getElementById('turtle');
  var running = false;

  function post(data) {
    parent.postMessage({ seodangHost: 1, data: data }, '*');
  }

  function run(message) {
    if (running) return;
    running = true;
    var out = '';
    var drew = false;
    var lines = String(message.stdin || '')
      .replace(/\r\n/g, '\n')
      .replace(/\n$/, '')
      .split('\n');
    if (String(message.stdin || '') === '') lines = [];
    var observer = new MutationObserver(function () {
      if (!drew && target.childElementCount > 0) {
        drew = true;
        post({ type: 'drawing' });
      }
    });
    observer.observe(target, { childList: true, subtree: true });
    // The turtle of an earlier run (Skulpt keeps the module) clears its screen; none yet: a clean div.
    if (Sk.TurtleGraphics && Sk.TurtleGraphics.reset) Sk.TurtleGraphics.reset();
    else target.textContent = '';
    // Drawn at once, not animated: a browser pauses animation frames in a frame scrolled out of view.
    Sk.TurtleGraphics = Object.assign(Sk.TurtleGraphics || {}, {
      target: 'turtle',
      width: 400,
      height: 400,
      animate: false,
    });
    var seconds = Math.min(Math.max(Number(message.seconds) || 5, 1), 60);
    Sk.configure({
      __future__: Sk.python3,
      output: function (text) {
        if (out.length + text.length > OUTPUT_MAX)
          throw new Error('Output truncated due to the length limit.');
        out += text;
        post({ type: 'output', text: out });
      },
      read: function (file) {
        var found = Sk.builtinFiles && Sk.builtinFiles.files[file];
        if (found === undefined) throw new Sk.builtin.ImportError('No module named ' + file);
        return found;
      },
      inputfun: function () {
        return lines.length ? lines.shift() : '';
      },
      inputfunTakesPrompt: false,
      execLimit: seconds * 1000,
      // Yield to the browser often, so a busy program never freezes the page.
      yieldLimit: 100,
    });
    Sk.misceval
      .asyncToPromise(function () {
        return Sk.importMainWithBody('<stdin>', false, String(message.code || ''), true);
      })
      .then(
        function () {
          post({ type: 'done' });
        },
        function (error) {
          var timeout = error instanceof Sk.builtin.TimeLimitError;
          post(timeout ? { type: 'done', timeout: true } : { type: 'done', error: String(error) });
        },
      )
      .then(function () {
        observer.disconnect();
        running = false;
      });
  }

  addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var envelope = event.data;
    if (!envelope || envelope.seodangHost !== 1 || !envelope.data) return;
    var data = envelope.data;
    if (data.type === 'run' && typeof data.code === 'string' && typeof data.stdin === 'string') run(data);
  });
  delete Sk.builtins.jseval;
  parent.postMessage({ seodangHost: 1, ready: true }, '*');
})();
