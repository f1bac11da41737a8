/**
 * A table of the hub's integration test (test/e2e/journeys/hub-integration.test.ts), as a process of its own: it
 * joins the hub with its code (or, restarted, reads the link it saved), plays a match built from
 * the example match's deals through TableSession and the durable JournalWriter, and ships every
 * record through the TableShipper — as the app will. Undo/redo are mixed in (every 13th record
 * undoes, the next redoes). A restarted table reopens its journal (a torn tail cut) and goes on.
 *
 * Usage: node table-child.mjs <dir> <hub url> <join code> <rotation> <delay ms>, with
 * MUS_HUB_FIXTURE naming the example match record. Protocol on stdout, one line each:
 *
 *   ready                 loaded; waits for the stdin line `go`
 *   open <records>        the journal holds that many records; play starts
 *   ack <seq>             record seq is durable locally (the shipper has it)
 *   status <state> <have> the shipper's state changed (syncing, synced, offline, refused)
 *   done <records>        the match is played; waiting for the hub to hold everything
 *   synced <have>         the hub holds every record
 *   fatal <message>
 */
import { existsSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchSetup } from '../../../shared/index.js';
import { TableSession } from '../../../shared/session/table-session.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { JournalWriter } from '../../../src-main/journal/journal-writer.js';
import { openJournal } from '../../../src-main/journal/open-journal.js';
import { JOURNAL_FORMAT } from '../../../src-main/journal/codec.js';
import { ShippingSink, TableShipper, joinHub, type HubLink } from '../../../src-main/hub/table-shipper.js';
import { variant } from './fixtures.js';

const [dir, url, code, rotation, delay] = process.argv.slice(2) as [string, string, string, string, string];
const say = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

say('ready');
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  buffered += chunk;
  if (!buffered.includes('\n')) return;
  process.stdin.pause();
  main().then(
    () => process.exit(0),
    (e: Error) => {
      say(`fatal ${e.message}`);
      process.exit(3);
    },
  );
});

interface Saved {
  link: HubLink;
  setup: MatchSetup;
  id: string;
}

async function main(): Promise<void> {
  const linkPath = join(dir, 'link.json');
  let saved: Saved;
  if (existsSync(linkPath)) {
    saved = JSON.parse(readFileSync(linkPath, 'utf8')) as Saved;
  } else {
    const j = await joinHub(url, code);
    if (!j.ok) throw new Error(`join: ${j.error.code}: ${j.error.message}`);
    const v = j.value;
    saved = {
      link: { url, round: v.round, table: v.table, token: v.token },
      setup: { rules: v.rules, teams: v.teams, players: v.players, esku: v.esku },
      id: `hub-r${v.round}-t${v.table}`,
    };
    writeFileSync(`${linkPath}.tmp`, JSON.stringify(saved));
    renameSync(`${linkPath}.tmp`, linkPath);
  }
  const plan = variant(Number(rotation), { rules: saved.setup.rules, teams: saved.setup.teams, players: saved.setup.players });
  if (plan.setup.esku !== saved.setup.esku) throw new Error('the pairing\'s esku is not the variant\'s');
  const path = join(dir, 'match.musj');
  let records: JournalRecord[] = [];
  let writer: JournalWriter | null = null;
  if (existsSync(path)) {
    const o = openJournal(path, { mode: 'write' });
    if (o.problems.some((p) => p.code === 'journal/empty')) {
      o.close();
      unlinkSync(path);
    } else if (o.readOnly || !o.writer) {
      throw new Error(JSON.stringify(o.problems));
    } else {
      records = o.parsed.records;
      writer = o.writer;
    }
  }
  const shipper = new TableShipper(saved.link, {
    records, retryMs: 50, maxRetryMs: 400, timeoutMs: 3000,
    onStatus: (s) => say(`status ${s.state} ${s.have}`),
  });
  let session: TableSession;
  const created = '2026-11-25T20:00:00.000Z';
  if (writer) {
    const r = TableSession.recover(records, new ShippingSink(writer, shipper));
    if (!r.session) throw new Error(r.error?.message ?? 'recover failed');
    session = r.session;
  } else {
    writer = JournalWriter.create(path, { format: JOURNAL_FORMAT, id: saved.id, created });
    session = TableSession.create(saved.setup, { id: saved.id, created, journal: new ShippingSink(writer, shipper) });
    say('ack 0');
  }
  say(`open ${writer.nextSeq}`);
  const pause = Number(delay);
  for (;;) {
    const seq = writer.nextSeq;
    const at = session.match.log.length;
    let r;
    if (session.canRedo) r = session.redo('test');
    else if (seq % 13 === 0 && at > 0) r = session.undo('test');
    else if (at < plan.log.length) r = session.entry(plan.log[at]!, 'test');
    else break;
    if (!r.ok) throw new Error(r.error.message);
    say(`ack ${seq}`);
    await sleep(pause);
  }
  say(`done ${writer.nextSeq}`);
  const ok = await shipper.whenSynced(40_000);
  if (!ok) throw new Error(`not synced: ${JSON.stringify(shipper.status)}`);
  say(`synced ${shipper.status.have}`);
  shipper.stop();
  writer.close();
}
