// The warm-up rule of every throughput bench: load a side in slices until its rate stops rising.
// A freshly started product needs from a few seconds to half a minute of load before its
// optimised code and its heap settle, and the measured rounds should compare steady states.

/**
 * Runs `slice()` (resolves to a rate) at least `minSlices` and at most `maxSlices` times, stopping
 * after the first slice past the minimum that is no more than 5 % above the best before it.
 * Resolves to the number of slices run.
 */
export async function warmUntilSteady(slice, { minSlices, maxSlices }) {
  let best = 0;
  for (let done = 1; done <= maxSlices; done++) {
    const rate = await slice();
    if (done >= Math.max(2, minSlices) && rate <= best * 1.05) return done;
    best = Math.max(best, rate);
  }
  return maxSlices;
}
