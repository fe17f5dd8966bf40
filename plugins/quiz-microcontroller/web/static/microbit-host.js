// The micro:bit host page's script. Speaks the SDK's host frame envelope `{ seodangHost: 1, … }`:
// says `ready` once; takes from the parent page only `{ type: 'load', files, wasm }` (the engine:
// the shared modules images.mjs, module.mjs, sim.mjs and MicroPython's micropython.mjs as text, its
// .wasm as bytes), answered `{ type: 'loaded' }` or `{ type: 'loadFailed', error }`, and
// `{ type: 'run', id, code, inputs, duration_ms, seconds }`, answered `{ type: 'result', id, run }`
// (runMicrobit's record: frames, pins, output, error, timeout). Programs run in a worker, so one
// that loops without touching the board never freezes a page: past its seconds the worker is
// ended, the run answered as a timeout and a new worker made. While a run goes on, only the latest
// request waits (a newer one replaces it). A run is for the learner's eyes only: the server grades
// a submission with the same files on the judge.
(function () {
  'use strict';
  // Defence in depth (the server also sends a CSP sandbox): run only with an opaque origin.
  if (self.origin !== 'null') throw new Error('the micro:bit host page must run sandboxed');
  var urls = null;
  var worker = null;
  var current = null;
  var next = null;
  var timer = 0;

  // The worker: imports the engine from blob: URLs and runs one program at a time.
  var WORKER = [
    'var engine = null;',
    'onmessage = async function (e) {',
    '  var m = e.data;',
    "  if (m.type === 'init') {",
    '    try {',
    '      var sim = await import(m.sim);',
    '      var mp = await import(m.micropython);',
    '      engine = { run: sim.runMicrobit, load: mp.loadMicroPython, wasm: m.wasm };',
    "      postMessage({ type: 'inited' });",
    '    } catch (err) {',
    "      postMessage({ type: 'initFailed', error: String((err && err.message) || err) });",
    '    }',
    "  } else if (m.type === 'run') {",
    '    try {',
    '      var run = await engine.run(engine.load, m.code, {',
    '        inputs: m.inputs, duration_ms: m.duration_ms, seconds: m.seconds, wasmUrl: engine.wasm,',
    '      });',
    "      postMessage({ type: 'result', id: m.id, run: run });",
    '    } catch (err) {',
    "      postMessage({ type: 'result', id: m.id, run: null, error: String((err && err.message) || err) });",
    '    }',
    '  }',
    '};',
  ].join('\n');

  function post(data) {
    parent.postMessage({ seodangHost: 1, data: data }, '*');
  }

  function blobUrl(text, type) {
    return URL.createObjectURL(new Blob([text], { type: type }));
  }

  // A worker with the engine; resolves once it has imported it.
  function startWorker() {
    return new Promise(function (resolve, reject) {
      var w = new Worker(blobUrl(WORKER, 'text/javascript'));
      w.onmessage = function (e) {
        if (e.data.type === 'inited') {
          w.onmessage = onWorkerMessage;
          resolve(w);
        } else reject(new Error(e.data.error));
      };
      w.onerror = function (e) {
        e.preventDefault();
        reject(new Error(e.message || 'the worker did not start'));
      };
      w.postMessage({ type: 'init', sim: urls.sim, micropython: urls.micropython, wasm: urls.wasm });
    });
  }

  function onWorkerMessage(e) {
    var m = e.data;
    if (m.type !== 'result' || !current || m.id !== current.id) return;
    clearTimeout(timer);
    current = null;
    post(m);
    pump();
  }

  function pump() {
    if (current || !next || !worker) return;
    current = next;
    next = null;
    var request = current;
    // The interpreter's start is not the program's time: two seconds more before the worker ends.
    timer = setTimeout(
      function () {
        worker.terminate();
        worker = null;
        current = null;
        post({
          type: 'result',
          id: request.id,
          run: { frames: [], pins: [], printed: [], output: '', error: '', timeout: true, endMs: 0 },
        });
        startWorker().then(
          function (w) {
            worker = w;
            pump();
          },
          function (err) {
            post({ type: 'loadFailed', error: String(err.message || err) });
          },
        );
      },
      (request.seconds + 2) * 1000,
    );
    worker.postMessage(request);
  }

  function load(message) {
    var f = message.files || {};
    var images = blobUrl(String(f.images), 'text/javascript');
    var moduleUrl = blobUrl(
      String(f.module).replace("'./images.mjs'", "'" + images + "'"),
      'text/javascript',
    );
    urls = {
      sim: blobUrl(
        String(f.sim)
          .replace("'./module.mjs'", "'" + moduleUrl + "'")
          .replace("'./images.mjs'", "'" + images + "'"),
        'text/javascript',
      ),
      micropython: blobUrl(String(f.micropython), 'text/javascript'),
      wasm: URL.createObjectURL(new Blob([message.wasm], { type: 'application/wasm' })),
    };
    return startWorker().then(
      function (w) {
        worker = w;
      },
      function () {
        // A browser that gives an opaque origin no worker: the page runs the programs itself
        // (a loop that never touches the board then holds this frame until the page is left).
        return Promise.all([import(urls.sim), import(urls.micropython)]).then(function (m) {
          worker = inPageWorker(m[0].runMicrobit, m[1].loadMicroPython);
        });
      },
    );
  }

  // The same answers as the worker's, from this page.
  function inPageWorker(runMicrobit, loadMicroPython) {
    return {
      postMessage: function (m) {
        runMicrobit(loadMicroPython, m.code, {
          inputs: m.inputs,
          duration_ms: m.duration_ms,
          seconds: m.seconds,
          wasmUrl: urls.wasm,
        }).then(
          function (run) {
            onWorkerMessage({ data: { type: 'result', id: m.id, run: run } });
          },
          function (err) {
            onWorkerMessage({
              data: { type: 'result', id: m.id, run: null, error: String(err.message || err) },
            });
          },
        );
      },
      terminate: function () {},
      inPage: true,
    };
  }

  window.addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var envelope = event.data;
    if (!envelope || envelope.seodangHost !== 1 || !envelope.data) return;
    var message = envelope.data;
    if (message.type === 'load' && !urls) {
      load(message).then(
        function () {
          post({ type: 'loaded' });
        },
        function (e) {
          post({ type: 'loadFailed', error: String((e && e.message) || e) });
        },
      );
    } else if (message.type === 'run' && urls) {
      next = {
        type: 'run',
        id: message.id,
        code: String(message.code),
        inputs: Array.isArray(message.inputs) ? message.inputs : [],
        duration_ms: Math.min(Math.max(Number(message.duration_ms) || 0, 10), 20000),
        seconds: Math.min(Math.max(Number(message.seconds) || 5, 1), 30),
      };
      pump();
    }
  });
  parent.postMessage({ seodangHost: 1, ready: true }, '*');
})();
