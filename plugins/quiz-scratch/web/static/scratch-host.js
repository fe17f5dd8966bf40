/* global GUI */
// The Scratch host page's script. Speaks the SDK's host frame envelope `{ seodangHost: 1, … }`:
// says `ready` once the editor is up; takes `{ type: 'load', project, locale, readOnly }` from the
// parent page only, and answers `{ type: 'loaded' }`, `{ type: 'project', project }` (the project
// JSON after each change, at most every 2 s) and `{ type: 'error', message }`. Running the project
// here is for the learner's eyes only: the server grades a submission with scratch-vm in the judge.
(function () {
  'use strict';
  // Defence in depth (the server also sends a CSP sandbox): run only with an opaque origin.
  if (self.origin !== 'null') throw new Error('the Scratch host page must run sandboxed');
  var AUTOSAVE_MS = 2000;

  function post(data) {
    parent.postMessage(
      data === undefined ? { seodangHost: 1, ready: true } : { seodangHost: 1, data: data },
      '*',
    );
  }

  // Storage with Scratch's default assets only (the stage, the cat and its sounds are built in):
  // no web store, so the editor never asks a project or asset server for anything, and the page's
  // policy refuses any request a library, cloud or tutorial screen would try.
  var storage = new GUI.ScratchStorage();
  GUI.buildDefaultProject().forEach(function (asset) {
    storage.builtinHelper._store(
      storage.AssetType[asset.assetType],
      storage.DataFormat[asset.dataFormat],
      asset.data,
      asset.id,
    );
  });
  var config = {
    storage: {
      scratchStorage: storage,
      saveProject: function () {
        return Promise.reject(new Error('Projects are saved by the quiz page.'));
      },
      getLibraryAssetUrl: function () {
        return 'data:,';
      },
    },
  };

  var app = document.getElementById('app');
  GUI.setAppElement(app);
  var root = null;
  var vm = null;
  var readOnly = false;
  var loading = false;
  var timer = null;

  function state() {
    return root && root.state.store.getState().scratchGui;
  }

  function sendProject() {
    timer = null;
    if (!vm || loading || readOnly) return;
    try {
      post({ type: 'project', project: JSON.parse(vm.toJSON()) });
    } catch (e) {
      post({ type: 'error', message: String((e && e.message) || e) });
    }
  }

  function mount(locale, playerOnly) {
    if (root) root.gui.unmount();
    var editorState = new GUI.EditorState({ locale: locale, isPlayerOnly: playerOnly }, function () {
      return config;
    });
    var gui = GUI.createStandaloneRoot(editorState, app);
    root = { gui: gui, state: editorState };
    gui.render({
      canSave: false,
      canCreateNew: false,
      canCreateCopy: false,
      canRemix: false,
      canShare: false,
      canEditTitle: false,
      canChangeLanguage: false,
      canManageFiles: false,
      canUseCloud: false,
      backpackVisible: false,
      enableCommunity: false,
      showComingSoon: false,
      hideTutorialProjects: true,
      menuBarHidden: true,
      isPlayerOnly: playerOnly,
      basePath: './',
    });
    vm = state().vm;
    vm.on('PROJECT_CHANGED', function () {
      if (!timer) timer = setTimeout(sendProject, AUTOSAVE_MS);
    });
  }

  /** Resolves once the editor has started its VM (attached its renderer and audio, and started it). */
  function started() {
    return new Promise(function (resolve) {
      (function check() {
        if (vm && vm.initialized && vm.renderer) resolve();
        else setTimeout(check, 50);
      })();
    });
  }

  function load(message) {
    readOnly = message.readOnly === true;
    var locale = typeof message.locale === 'string' ? message.locale : 'en';
    loading = true;
    mount(locale, readOnly);
    started()
      .then(function () {
        return vm.loadProject(message.project);
      })
      .then(function () {
        loading = false;
        post({ type: 'loaded' });
      })
      .catch(function (e) {
        loading = false;
        post({ type: 'error', message: String((e && e.message) || e) });
      });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var e = event.data;
    if (!e || e.seodangHost !== 1 || !e.data || typeof e.data !== 'object') return;
    if (e.data.type === 'load' && e.data.project && typeof e.data.project === 'object') {
      try {
        load(e.data);
      } catch (err) {
        post({ type: 'error', message: String((err && err.message) || err) });
      }
    } else if (e.data.type === 'flush' && timer) {
      clearTimeout(timer);
      sendProject();
    }
  });
  post();
})();
