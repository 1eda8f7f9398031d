/*
 * A fake of Wowza's webRTC player class (WowzaMediaSystems/webrtc-examples, `WowzaWebRTCPlay`): `on(callbacks)`,
 * `set(props)`, `play()`, `stop()`. Instead of signalling with the Wowza server at `sdpURL` it plays a canvas
 * capture stream into `videoElementPlay` (a real MediaStream in `srcObject`, as the real class sets it). A stream
 * name 'missing' answers like the server does for an unknown stream: onError.
 */
(function () {
  'use strict';
  // biome-ignore lint/correctness/noComponentHookFactories: the fake SDK's constructor, not a React component
  function WowzaWebRTCPlay() {
    this.callbacks = {};
    this.props = {};
    this.stream = null;
    this.timer = 0;
  }
  WowzaWebRTCPlay.prototype.on = function (callbacks) {
    this.callbacks = callbacks || {};
  };
  WowzaWebRTCPlay.prototype.set = function (props) {
    Object.assign(this.props, props);
    return Promise.resolve();
  };
  WowzaWebRTCPlay.prototype.play = function () {
    var self = this;
    if (self.props.streamName === 'missing') {
      setTimeout(function () {
        self.callbacks.onError && self.callbacks.onError({ message: 'Stream not found' });
      }, 0);
      return Promise.resolve();
    }
    var canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    var ctx = canvas.getContext('2d');
    var n = 0;
    self.timer = setInterval(function () {
      n++;
      ctx.fillStyle = 'hsl(' + ((n * 7) % 360) + ',60%,40%)';
      ctx.fillRect(0, 0, 320, 180);
    }, 100);
    self.stream = canvas.captureStream(10);
    self.props.videoElementPlay.srcObject = self.stream;
    self.props.videoElementPlay.dataset.fakeSdk =
      'wowza ' + self.props.sdpURL + ' ' + self.props.applicationName + ' ' + self.props.streamName;
    self.callbacks.onStateChanged && self.callbacks.onStateChanged({ connectionState: 'connected' });
    return Promise.resolve();
  };
  WowzaWebRTCPlay.prototype.stop = function () {
    clearInterval(this.timer);
    if (this.stream)
      this.stream.getTracks().forEach(function (t) {
        t.stop();
      });
    this.stream = null;
  };
  window.WowzaWebRTCPlay = WowzaWebRTCPlay;
})();
