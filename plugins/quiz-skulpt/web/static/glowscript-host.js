/* global Sk */
// The glowscript host page's script: runs a VPython program (the subset in vpython.js, the same
// file the judge loads) in Skulpt, in real time: `rate(n)` waits 1/n s and sends the scene. Speaks
// the SDK's host frame envelope `{ seodangHost: 1, … }`: says `ready` once; takes `{ type: 'run',
// code, seconds, duration }` and `{ type: 'stop' }` from the parent page only, and answers
// `{ type: 'output', text }`, `{ type: 'scene', scene, time }` (at most about 30 a second, and the
// last one) and `{ type: 'done', error?, timeout? }`. The parent draws the scene (three.js): this
// page has an opaque origin, which cannot load three's ES modules. A run is never graded.
(function () {
  'use strict';
  if (self.origin !== 'null') throw new Error('the glowscript host page must run sandboxed');
  var OUTPUT_MAX = 100000;
  var status = document.getElementById('status');
  var running = false;
  var stopping = false;

  function post(data) {
    parent.postMessage({ seodangHost: 1, data: data }, '*');
  }

  function Stop() {}

  // An error raised inside the VPython module names the line of the program that called it.
  function inProgram(error) {
    var text = String(error);
    var frames = (error && error.traceback) || [];
    var own = frames.filter(function (f) {
      return f.filename === '<stdin>.py';
    })[0];
    if (!own || frames[0] === own) return text;
    return text.replace(/ on line \d+$/, ' on line ' + own.lineno);
  }

  function run(message) {
    if (running) return;
    running = true;
    stopping = false;
    status.textContent = '…';
    var out = '';
    var clock = 0;
    var lastSent = 0;
    var duration = Math.min(Math.max(Number(message.duration) || 10, 1), 120);
    var seconds = Math.min(Math.max(Number(message.seconds) || 5, 1), 60);
    var snapshot = null;
    function send(fn) {
      if (!fn) return;
      var snap = Sk.ffi.remapToJs(Sk.misceval.callsimArray(fn, []));
      post({ type: 'scene', scene: snap, time: clock });
      lastSent = Date.now();
    }
    Sk.builtins.__vpython_rate__ = new Sk.builtin.func(function (n, fn) {
      snapshot = fn;
      var step = 1 / Sk.ffi.remapToJs(n);
      if (stopping || clock + step > duration + 1e-9) throw new Stop();
      clock += step;
      if (Date.now() - lastSent > 33) send(fn);
      return Sk.misceval.promiseToSuspension(
        new Promise(function (resolve) {
          setTimeout(function () {
            resolve(Sk.builtin.none.none$);
          }, step * 1000);
        }),
      );
    });
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
      // The animation's own time plus the program's limit: a loop without rate() still ends.
      execLimit: (duration + seconds) * 1000,
      yieldLimit: 100,
    });
    var code = String(message.code || '').replace(/^[ \t]*GlowScript\b[^\n]*/, '');
    Sk.misceval
      .asyncToPromise(function () {
        return Sk.importModuleInternal_('vpython', false, 'vpython', undefined, undefined, false, true);
      })
      .then(function (mod) {
        // A fresh scene for every run, its names built in (GlowScript programs do not import them).
        Object.keys(mod.$d).forEach(function (k) {
          if (k.charAt(0) !== '_') Sk.builtins[k] = mod.$d[k];
        });
        snapshot = mod.$d._snapshot;
        return Sk.misceval.asyncToPromise(function () {
          return Sk.importMainWithBody('<stdin>', false, code, true);
        });
      })
      .then(
        function () {
          send(snapshot);
          post({ type: 'done' });
        },
        function (error) {
          if (error instanceof Stop || (error && error.nativeError instanceof Stop)) {
            send(snapshot);
            post({ type: 'done' });
            return;
          }
          var timeout = error instanceof Sk.builtin.TimeLimitError;
          post(timeout ? { type: 'done', timeout: true } : { type: 'done', error: inProgram(error) });
        },
      )
      .then(function () {
        running = false;
        status.textContent = '';
      });
  }

  addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var envelope = event.data;
    if (!envelope || envelope.seodangHost !== 1 || !envelope.data) return;
    var data = envelope.data;
    if (data.type === 'run' && typeof data.code === 'string') run(data);
    else if (data.type === 'stop') stopping = true;
  });
  delete Sk.builtins.jseval;
  parent.postMessage({ seodangHost: 1, ready: true }, '*');
})();
