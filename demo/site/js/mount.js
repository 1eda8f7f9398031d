// Mounts widgets from code (README "JavaScript API"): mount → handle, handle.update(settings), handle.unmount().
(function () {
  var status = document.getElementById('mount-status');
  var noteEl = document.getElementById('programme-note');
  var handle = null;
  var noteOptions = {
    widget: 'html-text',
    project: 'dmc2026',
    settings: { html: '<p>The opening plenary starts at <strong>09:00</strong> in Hall A.</p>' },
  };

  function mountNote() {
    return window.CongressPortal.mount(noteEl, noteOptions).then(function (h) {
      handle = h;
      status.textContent = 'Programme note mounted.';
    });
  }

  mountNote();
  window.CongressPortal.mount('#code-image', { widget: 'single-image', project: 'dmc2026' });

  document.getElementById('update-note').addEventListener('click', function () {
    if (!handle) return;
    handle.update({ html: '<p>Update: the opening plenary moves to <strong>09:30</strong>.</p>' }).then(function () {
      status.textContent = 'Programme note updated.';
    });
  });
  document.getElementById('unmount-note').addEventListener('click', function () {
    if (!handle) return;
    handle.unmount();
    handle = null;
    status.textContent = 'Programme note removed.';
  });
  document.getElementById('remount-note').addEventListener('click', function () {
    if (!handle) mountNote();
  });
})();
