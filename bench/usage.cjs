// Preloaded by the bench's whole-process runs (node -r ./bench/usage.cjs): prints the process's CPU
// time (user + system, ms) and peak resident memory (kB) on standard error when it exits, and, where
// the system tells it (Linux: /proc/self/task/<id>/schedstat, nanoseconds on a CPU), the time of the
// main thread (the JavaScript) and of every other thread together (V8's optimizing compiler and its
// parallel garbage collection; libuv's pool). -1 when the system does not tell.
const fs = require('node:fs');

/** Nanoseconds on a CPU of each thread of this process, by thread id, or null off Linux. */
function threadTimes() {
  try {
    const out = new Map();
    for (const t of fs.readdirSync('/proc/self/task')) out.set(Number(t), Number(fs.readFileSync(`/proc/self/task/${t}/schedstat`, 'utf8').split(' ')[0]));
    return out;
  } catch {
    return null;
  }
}

process.on('exit', () => {
  const u = process.resourceUsage();
  const threads = threadTimes();
  let main = -1;
  let others = -1;
  if (threads && threads.has(process.pid)) {
    main = threads.get(process.pid) / 1e6;
    others = 0;
    for (const [id, ns] of threads) if (id !== process.pid) others += ns / 1e6;
  }
  fs.writeSync(2, `\nusage cpu_ms ${(u.userCPUTime + u.systemCPUTime) / 1000} maxrss_kb ${u.maxRSS} main_ms ${main.toFixed(1)} others_ms ${others.toFixed(1)}\n`);
});
