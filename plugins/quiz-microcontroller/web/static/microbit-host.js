// The micro:bit host page's script. Speaks the SDK's host frame envelope `{ seodangHost: 1, … }`:
// says `ready` once; takes from the parent page only `{ type: 'load', files, wasm }` (the engine:
// the shared modules images.mjs, module.mjs, sim.mjs and MicroPython's micropython.mjs as text, its
// .wasm as bytes), answered `{ type: 'loaded' }` or `{ type: 'loadFailed', error }`, and
// `{ type: 'run', id, code, inputs, duration_ms, seconds }`, answered `{ type: 'result', id, run }`
// (runMicrobit's record: frames, pins, output, error, timeout). A run is for the learner's eyes
// only: the server grades a submission with the same files on the judge.
(function () {
  'use strict';
  // Defence in depth (the server also sends a CSP sandbox): run only with an opaque origin.
  if (self.origin !== 'null') throw new Error('the micro:bit host page must run sandboxed');
  var engine = null;
  var queue = Promise.resolve();

  function post(data) {
    parent.postMessage({ seodangHost: 1, data: data }, '*');
  }

  function blobUrl(text, type) {
    return URL.createObjectURL(new Blob([text], { type: type }));
  }

  async function load(message) {
    var f = message.files || {};
    var images = blobUrl(String(f.images), 'text/javascript');
    var moduleUrl = blobUrl(
      String(f.module).replace("'./images.mjs'", "'" + images + "'"),
      'text/javascript',
    );
    var sim = blobUrl(
      String(f.sim)
        .replace("'./module.mjs'", "'" + moduleUrl + "'")
        .replace("'./images.mjs'", "'" + images + "'"),
      'text/javascript',
    );
    var mp = blobUrl(String(f.micropython), 'text/javascript');
    var wasm = URL.createObjectURL(new Blob([message.wasm], { type: 'application/wasm' }));
    var simModule = await import(sim);
    var mpModule = await import(mp);
    engine = { run: simModule.runMicrobit, load: mpModule.loadMicroPython, wasm: wasm };
  }

  function run(message) {
    queue = queue.then(async function () {
      try {
        var result = await engine.run(engine.load, String(message.code), {
          inputs: Array.isArray(message.inputs) ? message.inputs : [],
          duration_ms: Math.min(Math.max(Number(message.duration_ms) || 0, 10), 20000),
          seconds: Math.min(Math.max(Number(message.seconds) || 5, 1), 30),
          wasmUrl: engine.wasm,
        });
        post({ type: 'result', id: message.id, run: result });
      } catch (e) {
        post({ type: 'result', id: message.id, run: null, error: String((e && e.message) || e) });
      }
    });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var envelope = event.data;
    if (!envelope || envelope.seodangHost !== 1 || !envelope.data) return;
    var message = envelope.data;
    if (message.type === 'load' && !engine) {
      load(message).then(
        function () {
          post({ type: 'loaded' });
        },
        function (e) {
          post({ type: 'loadFailed', error: String((e && e.message) || e) });
        },
      );
    } else if (message.type === 'run' && engine) run(message);
  });
  parent.postMessage({ seodangHost: 1, ready: true }, '*');
})();
