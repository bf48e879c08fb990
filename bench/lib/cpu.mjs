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

function schedstatNanos(pid) {
  let total = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return total;
}

let useSchedstat;

/** CPU time the process has used so far, all threads, in nanoseconds. */
export function cpuNanos(pid) {
  if (useSchedstat === undefined) {
    try {
      useSchedstat = schedstatNanos(pid) > 0;
    } catch {
      useSchedstat = false;
    }
  }
  return useSchedstat ? schedstatNanos(pid) : statNanos(pid);
}
