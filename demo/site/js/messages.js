// Puts the partner panel in a frame from the twin origin (localhost ⇄ 127.0.0.1, same server: a different
// origin for the browser) and logs the widget events this page receives through CongressPortal.on.
(function () {
  var here = window.location;
  var twinHost = here.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  var twin = here.protocol + '//' + twinHost + (here.port ? ':' + here.port : '');
  var frame = document.createElement('iframe');
  frame.className = 'partner';
  frame.id = 'partner-frame';
  frame.title = 'Partner panel: topic filter and event log';
  frame.src = twin + '/partner-frame.html?parent=' + encodeURIComponent(here.origin);
  document.getElementById('partner-slot').appendChild(frame);

  var log = document.getElementById('page-log');
  function show(type, detail) {
    var item = document.createElement('li');
    item.setAttribute('data-type', type);
    item.textContent = type + ' ' + JSON.stringify(detail);
    log.appendChild(item);
  }
  // CongressPortal.on is queued by the snippet until the loader has arrived.
  ['Widget.SetFilter', 'Widget.AddFilter'].forEach(function (type) {
    window.CongressPortal.on(type, function (detail) {
      show(type, detail);
    });
  });
})();
