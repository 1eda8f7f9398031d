// STACK.md gotcha 5: hls.js/light ships no types of its own; it has the full build's API minus subtitles, EME,
// CMCD and content steering.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
