// A partner site's panel in a frame from another origin (docs/host-messages.md "Host page example"):
// register with the widgets (ready handshake), then send Widget.SetFilter and hasOnAirChannel and log
// what the widgets post back. Only messages from the parent window and its origin are trusted.
(function () {
  var parentOrigin = new URLSearchParams(window.location.search).get('parent');
  var status = document.getElementById('partner-status');
  var log = document.getElementById('partner-log');
  if (!parentOrigin || window.parent === window) {
    status.textContent = 'Open this panel inside the messages demo page.';
    return;
  }
  function send(type, payload) {
    window.parent.postMessage(
      { source: 'congress-portal', version: 1, type: type, payload: payload || {} },
      parentOrigin,
    );
  }
  function show(type, payload) {
    var item = document.createElement('li');
    item.setAttribute('data-type', type);
    item.textContent = type + ' ' + JSON.stringify(payload);
    log.appendChild(item);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== 'congress-portal' || data.version !== 1) return;
    if (data.type === 'ready') status.textContent = 'Connected: ' + (data.payload.widgets || []).join(', ');
    if (data.type === 'hasOnAirChannel.result')
      status.textContent = data.payload.hasOnAirChannel ? 'A channel is on air.' : 'No channel is on air.';
    show(data.type, data.payload);
  });
  document.querySelectorAll('button[data-topic]').forEach(function (button) {
    button.addEventListener('click', function () {
      var topic = button.getAttribute('data-topic');
      send('Widget.SetFilter', topic ? { sourceId: 'topic', filterValue: topic } : { sourceId: 'topic' });
    });
  });
  document.getElementById('ask-on-air').addEventListener('click', function () {
    send('hasOnAirChannel', { requestId: 'partner' });
  });
  // The widgets mount lazily; register until the page answers `ready`.
  var attempts = 0;
  var timer = setInterval(function () {
    attempts += 1;
    if (status.textContent.indexOf('Connected') === 0 || attempts > 40) {
      clearInterval(timer);
      return;
    }
    send('register', { requestId: 'partner-' + attempts });
  }, 250);
})();
