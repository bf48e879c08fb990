// CPU time of a server process, read from /proc the same way for every server. Per-thread
// schedstat counts nanoseconds (the bench reads it around quarter-second slices, where clock
// ticks of 10 ms would be too coarse); without it, utime + stime from /proc/<pid>/stat.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

function statNanos(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e9) / TICKS; // utime, stime
}

/** Per process: each live thread's last count, and the counts of threads that have ended. */
const threadsOf = new Map();

/**
 * Sum over the process's threads, kept from going backwards: a thread that ends takes its count
 * out of /proc, so its last reading is kept. (A thread born and ended between two readings is
 * caught by the utime + stime floor in `cpuNanos`.)
 */
function schedstatNanos(pid) {
  const known = threadsOf.get(pid) ?? { live: new Map(), ended: 0 };
  const live = new Map();
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      live.set(thread, Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  for (const [thread, nanos] of known.live) if (!live.has(thread)) known.ended += nanos;
  known.live = live;
  threadsOf.set(pid, known);
  let total = known.ended;
  for (const nanos of live.values()) total += nanos;
  return total;
}

let useSchedstat;

/**
 * CPU time the process has used so far, all threads, in nanoseconds; never less than the
 * kernel's utime + stime, which also counts threads that have ended.
 */
export function cpuNanos(pid) {
  if (useSchedstat === undefined) {
    try {
      useSchedstat = schedstatNanos(pid) > 0;
    } catch {
      useSchedstat = false;
    }
  }
  const ticks = statNanos(pid);
  return useSchedstat ? Math.max(schedstatNanos(pid), ticks) : ticks;
}
