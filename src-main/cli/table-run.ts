/**
 * The run of `mus table` and `mus serve` once their options are read: start the table, keep it
 * until SIGINT or SIGTERM (or until the command says it is done), then stop it.
 */

/** A running table: what {@link runUntilStopped} stops. */
export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Starts a table and runs it until SIGINT or SIGTERM, or until `until` calls its `done`; then stops it.
 * @param name the command (`table`, `serve`): an error to start is printed `mus <name>: <message>` on stderr
 * @param until called once started, to end the run early (`mus table --until-over`)
 * @returns the exit code: 0 once stopped, 2 when the table could not start
 */
export async function runUntilStopped<T extends Stoppable>(name: string, start: () => Promise<T>, until?: (running: T, done: () => void) => void): Promise<number> {
  let running: T;
  try {
    running = await start();
  } catch (e) {
    process.stderr.write(`mus ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
    until?.(running, done);
  });
  await running.stop();
  return 0;
}
