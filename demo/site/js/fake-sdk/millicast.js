/*
 * A fake of the Dolby Millicast SDK's viewer API (`@millicast/sdk`, UMD global `millicast`):
 * `Director.getSubscriber({ streamName, streamAccountId, subscriberToken })` and `new View(streamName,
 * tokenGenerator, mediaElement)` with `on(event, fn)`, `connect()`, `stop()`. It calls the token generator as the
 * real View does, then plays a canvas capture stream into the media element; a token 'denied' rejects like
 * the Director does for a bad subscriber token.
 */
(function () {
  'use strict';
  var Director = {
    getSubscriber: function (options) {
      if (options.subscriberToken === 'denied') return Promise.reject(new Error('Unauthorized'));
      return Promise.resolve({
        urls: ['wss://fake.millicast.invalid/ws'],
        jwt: 'fake',
        streamAccountId: options.streamAccountId || 'fake',
      });
    },
  };
  function View(streamName, tokenGenerator, mediaElement) {
    this.streamName = streamName;
    this.tokenGenerator = tokenGenerator;
    this.mediaElement = mediaElement;
    this.handlers = {};
    this.stream = null;
    this.timer = 0;
  }
  View.prototype.on = function (name, fn) {
    (this.handlers[name] = this.handlers[name] || []).push(fn);
  };
  View.prototype.emit = function (name, value) {
    (this.handlers[name] || []).forEach(function (fn) {
      fn(value);
    });
  };
  View.prototype.connect = function () {
    var self = this;
    return self.tokenGenerator().then(function () {
      var canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      var ctx = canvas.getContext('2d');
      var n = 0;
      self.timer = setInterval(function () {
        n++;
        ctx.fillStyle = 'hsl(' + ((n * 11) % 360) + ',50%,35%)';
        ctx.fillRect(0, 0, 320, 180);
      }, 100);
      self.stream = canvas.captureStream(10);
      self.mediaElement.srcObject = self.stream;
      self.mediaElement.dataset.fakeSdk = 'millicast ' + self.streamName;
      self.emit('connectionStateChange', 'connected');
    });
  };
  View.prototype.stop = function () {
    clearInterval(this.timer);
    if (this.stream)
      this.stream.getTracks().forEach(function (t) {
        t.stop();
      });
    this.stream = null;
    this.emit('connectionStateChange', 'closed');
  };
  window.millicast = { Director: Director, View: View };
})();
