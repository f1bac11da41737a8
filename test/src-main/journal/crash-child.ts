/**
 * Child process of the crash test (test/src-main/journal/crash.test.ts): plays the full example match into a
 * journal through TableSession and the durable JournalWriter, recovering the journal first when it
 * exists (as the app does at start). Protocol on stdout, one line each:
 *
 *   open <records>        recovered (or created) and about to play; `records` = records on disk
 *   will <seq> <json>     the record the next step is about to append
 *   ack <seq>             that record's append returned (acknowledged)
 *   done                  the match is over
 *   fatal <message>       the journal could not be reopened for writing (the test fails)
 *
 * Usage: node crash-child.mjs <fixture>; it prints `ready` once loaded and starts on the stdin line
 * `go <journal path> <match id>`. Undo/redo are mixed in (every 13th
 * record undoes, the next redoes), so every record type the session writes is exercised.
 */
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { say } from './child-say.js';
import { fromMatchRecord, type MatchEntry, type MatchRecord, type MatchSetup } from '../../../shared/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { JournalWriter } from '../../../src-main/journal/journal-writer.js';
import { openJournal } from '../../../src-main/journal/open-journal.js';
import { JOURNAL_FORMAT } from '../../../src-main/journal/codec.js';
import { itemAt } from '../../helpers/item-at.js';

const [fixture] = process.argv.slice(2);
if (fixture === undefined) throw new Error('usage: crash-child <fixture.json>');

const full = JSON.parse(readFileSync(fixture, 'utf8')) as { record: MatchRecord };
const played = fromMatchRecord(full.record);
if (!played.ok) throw new Error(played.error.message);
const plan: MatchEntry[] = played.value.log;
const setup: MatchSetup = played.value.setup;
const created = '2026-11-22T10:00:00.000Z';

// Loaded: wait for "go <journal path> <match id>" so that start-up cost is paid before the clock runs.
say('ready');
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffered += chunk;
  const nl = buffered.indexOf('\n');
  if (nl < 0) return;
  const [word, path, id] = buffered.slice(0, nl).split(' ');
  if (word !== 'go' || path === undefined || id === undefined) process.exit(2);
  play(path, id);
  process.exit(0);
});

function play(path: string, id: string): void {
  let session: TableSession | null = null;
  let writer: JournalWriter | null = null;
  if (existsSync(path)) {
    const o = openJournal(path, { mode: 'write' });
    if (o.problems.some((p) => p.code === 'journal/empty')) {
      // Cut while being created: nothing was acknowledged. Start again.
      o.close();
      unlinkSync(path);
    } else if (o.readOnly || !o.session || !o.writer) {
      say(`fatal ${JSON.stringify(o.problems)}`);
      process.exit(3);
    } else {
      session = o.session;
      writer = o.writer;
    }
  }
  if (!session || !writer) {
    writer = JournalWriter.create(path, { format: JOURNAL_FORMAT, id, created });
    const rec: JournalRecord = { seq: 0, t: 'setup', setup, id, created };
    say(`will 0 ${JSON.stringify(rec)}`);
    session = TableSession.create(setup, { id, created, journal: writer });
    say('ack 0');
  }
  say(`open ${writer.nextSeq}`);
  for (;;) {
    const seq = writer.nextSeq;
    const at = session.match.log.length;
    if (session.canRedo) {
      say(`will ${seq} ${JSON.stringify({ seq, t: 'redo', source: 'test' })}`);
      const r = session.redo('test');
      if (!r.ok) throw new Error(r.error.message);
    } else if (seq % 13 === 0 && at > 0) {
      say(`will ${seq} ${JSON.stringify({ seq, t: 'undo', source: 'test' })}`);
      const r = session.undo('test');
      if (!r.ok) throw new Error(r.error.message);
    } else if (at < plan.length) {
      say(`will ${seq} ${JSON.stringify({ seq, t: 'entry', entry: plan[at], source: 'test' })}`);
      const r = session.entry(itemAt(plan, at), 'test');
      if (!r.ok) throw new Error(r.error.message);
    } else {
      break;
    }
    say(`ack ${seq}`);
  }
  writer.close();
  say('done');
}
