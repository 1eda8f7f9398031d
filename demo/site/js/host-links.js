// The host decides where the widgets' links go (docs/host-control.md): one hook for every session, resource,
// speaker, channel and package link, registered through the queue snippet before loader.js arrives. The
// programme pages of this site live under /programme/<kind>/<id>. `?hook=throw` and `?hook=script` show what a
// broken hook gets: the default link and one console warning; `?hook=none` registers none (the default links).
(function () {
  var mode = new URLSearchParams(location.search).get('hook');
  if (mode === 'none') return;
  window.CongressPortal.on('link', function (link) {
    if (mode === 'throw') throw new Error('the programme router is not ready');
    if (mode === 'script') return 'javascript:alert(1)';
    return '/programme/' + link.kind + '/' + encodeURIComponent(link.id);
  });
})();
