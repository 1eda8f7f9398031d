// The queue snippet of docs/embedding.md ("Queue snippet"), in a file so the page needs no inline script:
// calls made before loader.js arrives are recorded as [method, args, resolve, reject] and replayed in order.
!(function (w, c) {
  c = w.CongressPortal = w.CongressPortal || { q: [] };
  'mount unmount scan on off setConsent'.split(' ').forEach(function (m) {
    c[m] =
      c[m] ||
      function () {
        var a = arguments;
        return new Promise(function (r, j) {
          c.q.push([m, a, r, j]);
        });
      };
  });
})(window);
