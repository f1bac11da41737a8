/**
 * A table's link to a tournament hub (issue 13, docs/hub.md "The table's side"): when a table joins
 * a hub, the next match started with the pairing's setup is shipped to the hub, record by record,
 * after each record is journaled locally. The link (hub address, round, table, write token) is kept
 * beside the match's journal as `<journal>.hub.json`, so a table that quits or crashes resumes
 * shipping from where the hub stands when the match is opened again, and a finished match whose last
 * records had not reached the hub is caught up at the next start.
 *
 * Free of Electron (unit-tested under Node). The file format is `mus-hub-link/1` (docs/formats.md).
 */
import { parseGated } from '../../shared/format/gate.js';
import { chmodSync, readFileSync, renameSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchSetup } from '../../shared/match/live.js';
import type { JournalRecord } from '../../shared/session/journal-records.js';
import { isToken } from '../../shared/hub/protocol.js';
import { TableShipper, type HubLink, type ShipperOptions, type ShipperStatus } from './table-shipper.js';

/** The format tag of a link file. */
export const HUB_LINK_FORMAT = 'mus-hub-link/1';

/** A link file: where the match beside it is shipped. */
export interface HubLinkFile extends HubLink {
  format: typeof HUB_LINK_FORMAT;
  /** The tournament, as the hub named it (shown at the table). */
  tournament: { id: string; name: string };
  /** Set once the hub holds every record of the finished match: nothing is left to ship. */
  shipped?: boolean;
}

/** The link file of a journal. */
export function linkPathOf(journalPath: string): string {
  return `${journalPath}.hub.json`;
}

/** Mode of a link file: it holds the table's write token, so the owner's only. */
export const LINK_FILE_MODE = 0o600;

/** Writes a link file atomically (temporary file, then rename), owner-only (0600). @throws on a file-system error. */
export function saveLink(path: string, link: HubLinkFile): void {
  writeFileSync(`${path}.tmp`, `${JSON.stringify(link, null, 2)}\n`, { mode: LINK_FILE_MODE });
  chmodSync(`${path}.tmp`, LINK_FILE_MODE); // a temporary file left by an older version keeps its mode
  renameSync(`${path}.tmp`, path);
}

/** Puts a link file written by an older version (0644) right: owner-only. Never throws. */
function ownerOnlyLink(path: string): void {
  if (process.platform === 'win32') return;
  try {
    if ((statSync(path).mode & 0o777) !== LINK_FILE_MODE) chmodSync(path, LINK_FILE_MODE);
  } catch {
    // gone, or not ours: reading it says so
  }
}

/**
 * Reads a link file. @returns null when there is none; `{error}` naming the field at fault when it
 * is not a `mus-hub-link/1` file (the match then plays on unshipped; the file is left for a person).
 */
export function loadLink(path: string): HubLinkFile | null | { error: string } {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    return null;
  }
  ownerOnlyLink(path);
  // the one file gate (strict UTF-8, one BOM, syntax with line and column, a key given twice): as every reader
  const g = parseGated(bytes);
  if (!g.ok) return { error: `${path}: ${g.error.message} (${g.error.code})` };
  const o = g.value as Partial<HubLinkFile> | null;
  if (!o || typeof o !== 'object') return { error: `${path}: not an object` };
  if (o.format !== HUB_LINK_FORMAT) return { error: `${path}: format: expected "${HUB_LINK_FORMAT}"` };
  let url: URL | null = null;
  try {
    url = typeof o.url === 'string' ? new URL(o.url) : null;
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'http:' || url.origin !== o.url) return { error: `${path}: url: the hub's address http://host:port` };
  if (!Number.isInteger(o.round) || (o.round as number) < 1) return { error: `${path}: round: a round number` };
  if (!Number.isInteger(o.table) || (o.table as number) < 1) return { error: `${path}: table: a table number` };
  if (!isToken(o.token)) return { error: `${path}: token: 32 hex digits` };
  const t = o.tournament;
  if (!t || typeof t.id !== 'string' || typeof t.name !== 'string') return { error: `${path}: tournament: {id, name}` };
  return {
    format: HUB_LINK_FORMAT, url: o.url!, round: o.round!, table: o.table!, token: o.token!,
    tournament: { id: t.id, name: t.name }, ...(o.shipped === true ? { shipped: true } : {}),
  };
}

/** The key of a setup, to tell the pairing's match from any other (keys sorted at every level). */
export function setupKey(setup: MatchSetup): string {
  const sort = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(sort);
    if (x && typeof x === 'object') return Object.fromEntries(Object.keys(x).sort().map((k) => [k, sort((x as Record<string, unknown>)[k])]));
    return x;
  };
  return JSON.stringify(sort({ rules: setup.rules, teams: setup.teams, players: setup.players, esku: setup.esku }));
}

/** The shipping state of the match being played, as the table shows it. */
export interface TableLinkState extends ShipperStatus {
  tournament: { id: string; name: string };
  round: number;
  table: number;
  /** The hub's address. */
  url: string;
}

/** Options of {@link TableLinks}. */
export interface TableLinksOptions {
  /** Passed to every shipper (tests: short retries). */
  shipper?: Omit<ShipperOptions, 'records' | 'onStatus'>;
  /** Told of every change of a shipper's state (the table's screen). */
  onState?: (id: string, s: TableLinkState) => void;
  /** Told of what could not be done (a link file that cannot be written or read). */
  onWarning?: (message: string) => void;
}

interface Running {
  file: HubLinkFile;
  path: string;
  shipper: TableShipper;
  /** Set while the match is open at the table; cleared when its journal closes. */
  open: boolean;
  finished: boolean;
}

/**
 * The links of this app's matches: the pairing offered by the last join (taken by the next match
 * started with its setup), and a shipper for each linked match that still has records to send.
 */
export class TableLinks {
  private pending: { file: HubLinkFile; key: string } | null = null;
  private readonly running = new Map<string, Running>();

  constructor(private readonly o: TableLinksOptions = {}) {}

  /** A table joined a hub: the next match started with exactly this setup is shipped there. */
  offer(file: Omit<HubLinkFile, 'format'>, setup: MatchSetup): void {
    this.pending = { file: { ...file, format: HUB_LINK_FORMAT }, key: setupKey(setup) };
  }

  /** Drops the pending offer (the table started another match). */
  withdraw(): void {
    this.pending = null;
  }

  /**
   * A new match with this setup gets the pending link, if its setup is the pairing's: the link file
   * is written beside the journal. @returns the link, or null (a match not of the tournament, or a
   * link file that cannot be written: the match plays on unshipped, and the warning says why).
   */
  take(journalPath: string, setup: MatchSetup): HubLinkFile | null {
    const p = this.pending;
    if (!p || p.key !== setupKey(setup)) return null;
    this.pending = null;
    try {
      saveLink(linkPathOf(journalPath), p.file);
    } catch (e) {
      this.o.onWarning?.(`the match cannot be linked to the tournament hub: ${(e as Error).message}`);
      return null;
    }
    return p.file;
  }

  /**
   * Starts (or takes over) the shipper of a linked match, given the records its journal holds.
   * @returns the shipper (to wrap the session's sink with), or null when the match has no link.
   */
  attach(id: string, journalPath: string, records: readonly JournalRecord[], finished = false): TableShipper | null {
    const path = linkPathOf(journalPath);
    const l = loadLink(path);
    if (!l) return null;
    if ('error' in l) {
      this.o.onWarning?.(`match ${id}: not shipped to the hub: ${l.error}`);
      return null;
    }
    this.running.get(id)?.shipper.stop();
    const run: Running = { file: l, path, open: !finished, finished, shipper: null as unknown as TableShipper };
    run.shipper = new TableShipper(l, {
      ...this.o.shipper,
      records,
      onStatus: (s) => this.status(id, run, s),
    });
    this.running.set(id, run);
    return run.shipper;
  }

  /** The match's journal closed (another match, or quit): its shipper goes on until the hub holds everything. */
  detach(id: string, finished: boolean): void {
    const run = this.running.get(id);
    if (!run) return;
    run.open = false;
    run.finished = finished;
    if (run.shipper.status.state === 'synced' || run.shipper.status.state === 'refused') this.end(id, run);
  }

  /** The state of a match's shipping, or null when it is not linked. */
  state(id: string): TableLinkState | null {
    const run = this.running.get(id);
    return run ? this.stateOf(run, run.shipper.status) : null;
  }

  /**
   * At start: every finished match of the folder whose link is not marked shipped is caught up in the
   * background (`records` reads a journal's records; `skip` is the match resumed at the table).
   */
  catchUp(folder: string, records: (id: string) => readonly JournalRecord[] | null, skip: string | null): void {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const n of names) {
      const m = /^(.+\.musj)\.hub\.json$/.exec(n);
      if (!m) continue;
      const id = m[1]!.slice(0, -'.musj'.length);
      if (id === skip || this.running.has(id)) continue;
      const l = loadLink(join(folder, n));
      if (!l || 'error' in l || l.shipped) continue;
      const recs = records(id);
      if (!recs) continue;
      this.attach(id, join(folder, m[1]!), recs, true);
    }
  }

  /** Waits until every shipper is synced (or `timeoutMs`), then stops them all: on quit. */
  async close(timeoutMs = 2_000): Promise<void> {
    const runs = [...this.running.values()];
    await Promise.all(runs.map((r) => r.shipper.whenSynced(timeoutMs)));
    for (const r of runs) r.shipper.stop();
    this.running.clear();
  }

  private stateOf(run: Running, s: ShipperStatus): TableLinkState {
    return { ...s, tournament: run.file.tournament, round: run.file.round, table: run.file.table, url: run.file.url };
  }

  private status(id: string, run: Running, s: ShipperStatus): void {
    if (this.running.get(id) !== run) return;
    this.o.onState?.(id, this.stateOf(run, s));
    if (!run.open && (s.state === 'synced' || s.state === 'refused')) this.end(id, run);
  }

  /** A closed match whose shipping is over: marked shipped when finished and synced, shipper stopped. */
  private end(id: string, run: Running): void {
    if (run.finished && run.shipper.status.state === 'synced') {
      try {
        saveLink(run.path, { ...run.file, shipped: true });
      } catch {
        // caught up again at the next start: the hub answers "I hold it all" at once
      }
    }
    run.shipper.stop();
    this.running.delete(id);
  }
}
