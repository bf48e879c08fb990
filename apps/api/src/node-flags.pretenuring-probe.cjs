// Run by node-flags.test.ts with the API's node flags. Four million objects live on (like the
// data a start-up loads), then ten million made at the same place live a moment each (like a
// request's garbage). Prints how far the old space grew meanwhile, in MB: ~20 when the short-lived
// objects are born young, ~900 when V8 decided to allocate that place's objects old.
const v8 = require('node:v8');

const make = (i) => ({ i, s: 'x', t: [i] });
const startUpData = [];
for (let i = 0; i < 4e6; i++) startUpData.push(make(i));
const oldSpaceUsed = () =>
  v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size;

setTimeout(() => {
  const ring = new Array(1024);
  const before = oldSpaceUsed();
  let grown = 0;
  for (let i = 0; i < 1e7; i++) {
    ring[i & 1023] = make(i);
    if ((i & 0xfffff) === 0) grown = Math.max(grown, oldSpaceUsed() - before);
  }
  process.stdout.write(`${Math.round(grown / 2 ** 20)} ${startUpData.length}`);
}, 100);
