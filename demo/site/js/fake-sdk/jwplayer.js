/*
 * A fake of JW Player 8's public API (https://docs.jwplayer.com/players/reference/javascript-player-api-introduction),
 * for the reference server and the browser tests: no vendor account, no network. Like the real library it is a
 * classic script that defines the global `jwplayer(element)`; `setup(config)` answers asynchronously with `ready`,
 * or `setupError` with the real key codes: 100011 no key, 100012 invalid key ('invalid…'), 100013 expired
 * ('expired…'). A key starting 'free' is a free-edition key (`getConfig().edition === 'free'`). It renders a
 * `<video>` of the configured file with native controls.
 */
(function () {
  'use strict';
  function create(element) {
    var handlers = {};
    var config = {};
    var video = null;
    var api = {
      on: function (name, fn) {
        (handlers[name] = handlers[name] || []).push(fn);
        return api;
      },
      off: function (name) {
        delete handlers[name];
        return api;
      },
      getConfig: function () {
        return config;
      },
      getState: function () {
        return video && !video.paused ? 'playing' : 'idle';
      },
      play: function () {
        if (video) video.play().catch(function () {});
        return api;
      },
      pause: function () {
        if (video) video.pause();
        return api;
      },
      remove: function () {
        if (video) {
          video.removeAttribute('src');
          video.load();
          video.remove();
        }
        video = null;
        handlers = {};
        return api;
      },
      setup: function (options) {
        config = Object.assign({}, options);
        var key =
          typeof options.key === 'string'
            ? options.key
            : typeof window.jwplayer.key === 'string'
              ? window.jwplayer.key
              : '';
        setTimeout(function () {
          var code = !key ? 100011 : /^invalid/.test(key) ? 100012 : /^expired/.test(key) ? 100013 : 0;
          if (code) {
            emit('setupError', { code: code, message: 'License key error ' + code });
            return;
          }
          config.edition = /^free/.test(key) ? 'free' : 'enterprise';
          video = document.createElement('video');
          video.controls = true;
          video.muted = true;
          video.setAttribute('playsinline', '');
          video.setAttribute('aria-label', 'JW Player');
          video.style.width = '100%';
          video.src = options.file;
          element.append(video);
          element.setAttribute('data-jw-autostart', String(Boolean(options.autostart)));
          emit('ready', { setupTime: 1 });
          if (options.autostart) api.play();
        }, 0);
        return api;
      },
    };
    function emit(name, event) {
      (handlers[name] || []).slice().forEach(function (fn) {
        fn(event);
      });
    }
    return api;
  }
  window.jwplayer = function (element) {
    return create(element);
  };
  window.jwplayer.version = '8.0.0-fake';
})();
