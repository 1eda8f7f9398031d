// Adds and removes mount points; the loader's MutationObserver mounts and unmounts them.
(function () {
  var slots = document.getElementById('slots');
  var status = document.getElementById('dynamic-status');
  var count = 0;

  function report() {
    var n = slots.children.length;
    status.textContent = n === 0 ? 'No widgets yet.' : n + (n === 1 ? ' widget on the page.' : ' widgets on the page.');
  }

  function add(widget, settings, name) {
    count += 1;
    var el = document.createElement('div');
    el.className = 'card';
    el.id = 'dynamic-' + count;
    el.setAttribute('data-congress-widget', widget);
    el.setAttribute('data-project', 'dmc2026');
    if (name) el.setAttribute('data-name', name);
    el.setAttribute('data-eager', '');
    if (settings) el.setAttribute('data-settings', JSON.stringify(settings));
    slots.appendChild(el);
    report();
  }

  document.getElementById('add-text').addEventListener('click', function () {
    add('html-text', { html: '<p>Dynamic text number ' + (count + 1) + '.</p>' });
  });
  document.getElementById('add-image').addEventListener('click', function () {
    add('single-image');
  });
  // The programme polls the API and listens to the window: removing it must stop all of that.
  document.getElementById('add-programme').addEventListener('click', function () {
    add('timetable', null, 'default');
  });
  document.getElementById('remove-last').addEventListener('click', function () {
    if (slots.lastElementChild) slots.removeChild(slots.lastElementChild);
    report();
  });
  document.getElementById('remove-all').addEventListener('click', function () {
    slots.replaceChildren();
    report();
  });
})();
