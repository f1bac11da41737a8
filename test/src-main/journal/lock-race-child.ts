/**
 * Child process of the lock race test (test/src-main/journal/lock-race.test.ts). Prints `ready`, then for
 * every stdin line `go <journal> <tag> <crash 0|1>`: opens the journal for writing (retrying while
 * another process holds it), appends one record tagged `tag` through the durable writer, prints
 * `ack <tag>` once the append returned, then either closes (prints `closed`) or, with crash 1, exits
 * at once without releasing the lock (a crash: the lock is left behind, stale).
 * Prints `fatal <why>` when it could not get the journal.
 */
import { say } from './child-say.js';
import { openJournal } from '../../../src-main/journal/open-journal.js';

/** For a short wait between two tries at the lock. */
const sleeper = new Int32Array(new SharedArrayBuffer(4));

say('ready');
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffered += chunk;
  for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
    const [word, path, tag, crash] = buffered.slice(0, nl).split(' ');
    buffered = buffered.slice(nl + 1);
    if (word !== 'go' || path === undefined || tag === undefined) process.exit(2);
    round(path, tag, crash === '1');
  }
});

function round(path: string, tag: string, crash: boolean): void {
  for (let attempt = 0; attempt < 4000; attempt++) {
    const o = openJournal(path, { mode: 'write', sync: 'none' });
    if (o.writer) {
      try {
        o.writer.append({ t: 'redo', source: tag }); // a redo with nothing to redo: a harmless record
      } catch (e) {
        say(`nack ${tag} ${(e as Error).message}`);
        o.close();
        return;
      }
      say(`ack ${tag}`);
      if (crash) process.exit(0);
      o.close();
      say('closed');
      return;
    }
    const code = o.problems[0]?.code;
    o.close();
    if (code !== 'journal/locked') {
      say(`fatal ${JSON.stringify(o.problems)}`);
      return;
    }
    Atomics.wait(sleeper, 0, 0, attempt < 20 ? 0 : 1);
  }
  say(`fatal ${tag}: never got the lock`);
}
