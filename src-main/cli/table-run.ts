/**
 * The run of `mus table` and `mus serve` once their options are read: start the table, keep it
 * until SIGINT or SIGTERM (or until the command says it is done), then stop it.
 */

/** A running table: what {@link runUntilStopped} stops. */
export interface Stoppable {
  stop(): Promise<void>;
}

/** Where the stop signals come from: the process, or a test's emitter (`emit('SIGTERM')`). */
export interface SignalSource {
  once(signal: 'SIGINT' | 'SIGTERM', fn: () => void): unknown;
}

/** Where a run writes its error and hears its stop (default: the process's standard error and signals). */
export interface RunIo {
  stderr?: { write(chunk: string): boolean };
  signals?: SignalSource;
}

/**
 * Starts a table and runs it until SIGINT or SIGTERM, or until `until` calls its `done`; then stops it.
 * @param name the command (`table`, `serve`): an error to start is printed `mus <name>: <message>` on stderr
 * @param until called once started, to end the run early (`mus table --until-over`)
 * @param io where the error goes and the signals come from (a test's; default the process's)
 * @returns the exit code: 0 once stopped, 2 when the table could not start
 */
export async function runUntilStopped<T extends Stoppable>(name: string, start: () => Promise<T>, until?: (running: T, done: () => void) => void, io: RunIo = {}): Promise<number> {
  let running: T;
  try {
    running = await start();
  } catch (e) {
    (io.stderr ?? process.stderr).write(`mus ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  const signals = io.signals ?? process;
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    signals.once('SIGINT', done);
    signals.once('SIGTERM', done);
    until?.(running, done);
  });
  await running.stop();
  return 0;
}
