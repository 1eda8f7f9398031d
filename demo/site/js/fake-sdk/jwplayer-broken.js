/* A "JW Player" library that loads but defines no player function (spec 3 §8 "player component not registered"). */
window.jwplayer = { version: 'broken' };
