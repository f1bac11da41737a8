/**
 * How long a test waits for an event (a line from a child process, a server's answer, a state
 * reached) before it calls it a hang and fails naming what it waited for. Only a guard against a
 * hang: nothing passes or fails by how fast the machine is. `npm test` runs on a shared two-core
 * machine whose load goes from 0 to 20: there a process gets a tenth of a core, and a wait that
 * takes 50 ms alone took seconds (a whole test 20 to 40 times longer than alone, observed at load
 * 19-27). Below vitest's test timeout (vitest.config.ts), so the wait that hangs is the one named.
 */
export const HANG_MS = 120_000;
