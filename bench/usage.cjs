// Preloaded by the bench's whole-process runs (node -r ./bench/usage.cjs): prints the process's CPU
// time (user + system, ms) and peak resident memory (kB) on standard error when it exits.
process.on('exit', () => {
  const u = process.resourceUsage();
  require('node:fs').writeSync(2, `\nusage cpu_ms ${(u.userCPUTime + u.systemCPUTime) / 1000} maxrss_kb ${u.maxRSS}\n`);
});
