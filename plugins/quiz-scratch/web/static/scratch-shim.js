// Runs before the Scratch editor loads. The page is sandboxed without allow-same-origin, so
// reading `document.cookie` throws; the editor reads it at load (for its language and its
// telemetry choices). Here the page has no cookies: an empty jar that forgets what is written.
(function () {
  'use strict';
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: function () {
      return '';
    },
    set: function () {},
  });
  // No storage either (the opaque origin has none); the editor only remembers its theme there.
  var memory = {};
  var fake = {
    getItem: function (k) {
      return Object.prototype.hasOwnProperty.call(memory, k) ? memory[k] : null;
    },
    setItem: function (k, v) {
      memory[k] = String(v);
    },
    removeItem: function (k) {
      delete memory[k];
    },
    clear: function () {
      memory = {};
    },
    key: function (i) {
      return Object.keys(memory)[i] || null;
    },
    get length() {
      return Object.keys(memory).length;
    },
  };
  for (var name of ['localStorage', 'sessionStorage']) {
    try {
      void window[name];
    } catch {
      Object.defineProperty(window, name, { configurable: true, value: fake });
    }
  }
})();
