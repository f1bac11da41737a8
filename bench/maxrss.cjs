// Preloaded by `bench/cli.bench.ts` (node -r): prints the process's peak resident memory when it exits.
process.on('exit', () => require('node:fs').writeSync(2, `maxrss_kb ${process.resourceUsage().maxRSS}\n`));
