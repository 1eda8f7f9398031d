// The queue snippet (docs/embedding.md): calls made before loader.js arrives are recorded as
// [method, args, resolve, reject] and replayed in order once it has loaded.
window.CongressPortal = window.CongressPortal || { q: [] };
['mount', 'unmount', 'scan', 'on', 'off'].forEach(function (m) {
  window.CongressPortal[m] = window.CongressPortal[m] || function () {
    var args = arguments;
    return new Promise(function (resolve, reject) { window.CongressPortal.q.push([m, args, resolve, reject]); });
  };
});
