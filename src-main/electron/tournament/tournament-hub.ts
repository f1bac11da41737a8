/**
 * The tournament hub run from the desktop app (issue 13, docs/hub.md): the organizer starts it on
 * the club's network from the Tournoi screen; it serves the night's pairings to the tables
 * (`src-main/hub/hub-server.ts`) and the screen shows each table's join code and QR code. The hub's
 * folder is `<data>/tournaments/hub-<tournament id>/` (its `hub.json` keeps the codes and tokens, so
 * a restart gives every table the same code). When the director pairs a round while the hub runs,
 * the new round is published to it at once.
 */
import { join } from 'node:path';
import { isIP } from 'node:net';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { Result } from '../../../shared/types.js';
import type { TournamentFile } from '../../../shared/tournament/types.js';
import { tournamentId } from '../../../shared/tournament/tables.js';
import { foldFile } from '../../../shared/tournament/reducer.js';
import { resultFromMatch } from '../../../shared/tournament/results.js';
import { resultKey, type TableResult } from '../../../shared/tournament/types.js';
import { foldJournal } from '../../../shared/session/journal-records.js';
import { replayLog } from '../../../shared/match/live.js';
import { exportRecord } from '../../../shared/library/match-file.js';
import { terr } from '../../../shared/tournament/errors.js';
import { hubTournamentOf } from '../../../shared/hub/from-tournament.js';
import { HubServer, joinAddress, qrSvg, type HubServerOptions } from '../../hub/hub-server.js';
import { joinHub } from '../../hub/table-shipper.js';
import { HubFileDamaged } from '../../hub/hub-store.js';
import { isToken } from '../../../shared/hub/protocol.js';
import { existsSync } from 'node:fs';
import { openJournal } from '../../journal/open-journal.js';
import { judgeMatchOf } from '../../library/judge.js';
import type { JudgeMatch } from '../../../shared/bridge/library/library-contract.js';
import { checkSetup } from '../../../shared/bridge/table/table-validate.js';
import { HUB_DEFAULT_PORT, type HubTableCard, type HubView, type JoinedTable, type QrPath } from '../../../shared/bridge/tournament/tournament-contract.js';
import { TOURNAMENT_FOLDER } from './tournament-store.js';
import type { HubWarning } from '../../../shared/hub/hub-warning.js';

/** What the hub controller needs. */
export interface TournamentHubDeps {
  dataDir: string;
  /** The night in progress (the store's `get`). */
  night(): Result<TournamentFile | null>;
  /** Where to listen (default `0.0.0.0`: every interface of the club's network). */
  host?: string;
  /** The network interfaces (default `os.networkInterfaces()`; tests pass their own). */
  interfaces?: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
  /** Options passed to the hub (tests: `sync: 'none'`; the app: the board page's files). */
  hub?: Partial<Pick<HubServerOptions, 'sync' | 'random' | 'board' | 'joinFailuresPerCode'>>;
  /**
   * Enters a result in the night (the store's `apply` of a `result` event). Given, every match the
   * hub holds won is entered as its table's result as soon as its last record arrives (and, when the
   * hub starts, every one won while it was stopped), unless the table already has a result.
   */
  enter?: (result: TableResult) => Result<unknown>;
  /**
   * Told the hub's view after each change: a table ships records or finishes, a result is entered,
   * a join code locks or is unlocked, a round is published, the hub starts or stops (null). Bursts
   * are coalesced: the last view told is always the hub as it stands.
   */
  onView?: (view: HubView | null) => void;
}

/**
 * The dark modules of a QR code SVG made by `qrcode` (`<path stroke="#000000" d="…"/>`), as a path
 * the screen draws itself (no markup crosses the bridge).
 */
export function qrPath(svg: string): QrPath | null {
  const size = /viewBox="0 0 (\d+) \1"/.exec(svg);
  const d = /<path[^>]*stroke="#000000"[^>]*d="([MmHhVvZz0-9 .-]+)"/.exec(svg) ?? /<path[^>]*d="([MmHhVvZz0-9 .-]+)"[^>]*stroke="#000000"/.exec(svg);
  return size && d ? { size: Number(size[1]), d: d[1]! } : null;
}

/** The hub's base URLs for a server on `host:port`: each LAN IPv4 address for `0.0.0.0`, then the loopback. */
export function hubBaseUrls(host: string, port: number, nets: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  const url = (h: string) => `http://${isIP(h) === 6 ? `[${h}]` : h}:${port}`;
  if (host !== '0.0.0.0' && host !== '::') return [url(host)];
  const lan = new Set<string>();
  for (const list of Object.values(nets)) {
    for (const a of list ?? []) if (!a.internal && a.family === 'IPv4' && !a.address.startsWith('169.254.')) lan.add(a.address);
  }
  return [...[...lan].map(url), url('127.0.0.1')];
}

/** The hub of the night in progress, started and stopped from the Tournoi screen. */
export class TournamentHub {
  private server: HubServer | null = null;
  private id: string | null = null;
  private port = 0;
  /** Results entered from the hub's matches since it started (the screen reloads the night when it grows). */
  private entered = 0;
  /** Why a won match could not be entered (shown with the hub's warnings, worded by the screen). */
  private readonly refused = new Map<string, HubWarning>();
  /** The view being computed for `onView`, and whether something changed meanwhile. */
  private telling: Promise<void> | null = null;
  private changedAgain = false;

  constructor(private readonly d: TournamentHubDeps) {}

  /** Starts the hub with the night's pairings (published again if it runs). */
  async start(port = HUB_DEFAULT_PORT): Promise<Result<HubView>> {
    const night = this.d.night();
    if (!night.ok) return night;
    if (!night.value) return { ok: false, error: terr('tournament/bad-event', 'no tournament in progress: create one first', undefined, undefined, { say: 'none' }) };
    const t = foldFile(night.value);
    if (!t.ok) return t;
    const id = tournamentId(t.value);
    const tournament = hubTournamentOf(t.value, id);
    if (this.server && this.id !== id) await this.stop();
    if (!this.server) {
      try {
        this.server = new HubServer({
          dir: join(this.d.dataDir, TOURNAMENT_FOLDER, `hub-${id}`), tournament, ...this.d.hub,
          onTable: (round, table, line) => {
            if (line.state === 'finished') this.autoEnter(round, table);
            this.changed();
          },
          onLocked: () => this.changed(),
        });
      } catch (e) {
        // hub.json cannot be read (its field named, in the screen's language); the folder is held by another hub (`mus hub` on this night)
        if (e instanceof HubFileDamaged) return { ok: false, error: { code: e.code, message: e.message, ...(e.params ? { params: e.params } : {}) } };
        return { ok: false, error: { code: 'hub/listen-failed', message: (e as Error).message } };
      }
      this.id = id;
    } else {
      await this.server.publish(tournament);
    }
    if (!this.server.info() || this.port !== port) {
      const r = await this.server.start({ host: this.d.host ?? '0.0.0.0', port });
      if (!r.ok) {
        const server = this.server;
        this.server = null;
        this.id = null;
        await server.stop();
        const code = r.error.code === 'hub/port-in-use' ? 'hub/port-in-use' : 'hub/listen-failed';
        return { ok: false, error: { code, message: r.error.message } };
      }
      this.port = r.value.port;
    }
    // matches won while the hub was stopped (or before this app entered them)
    for (const c of this.server.credentials()) {
      if (this.server.state.tableLine(c.round, c.table)?.state === 'finished') this.autoEnter(c.round, c.table);
    }
    this.changed();
    return { ok: true, value: await this.view() };
  }

  /**
   * Enters the won match the hub holds for a table as its result, when the night has none yet. A
   * match the model refuses (another table's teams, other rules) is not entered: the refusal shows
   * with the hub's warnings, for the organizer to settle by hand.
   */
  private autoEnter(round: number, table: number): void {
    if (!this.d.enter) return;
    const night = this.d.night();
    if (!night.ok || !night.value) return;
    const t = foldFile(night.value);
    if (!t.ok || t.value.results[resultKey(round, table)]) return;
    const r = this.result(round, table);
    const key = `${round}/${table}`;
    const done = r.ok ? this.d.enter(r.value) : r;
    if (done.ok) {
      this.entered++;
      this.refused.delete(key);
    } else {
      this.refused.set(key, { kind: 'not-entered', round, table, notice: { code: done.error.code } });
    }
  }

  /** Publishes the night again (a round was paired) when the hub runs; nothing otherwise. */
  async update(file: TournamentFile): Promise<void> {
    if (!this.server) return;
    const t = foldFile(file);
    if (!t.ok || tournamentId(t.value) !== this.id) return;
    await this.server.publish(hubTournamentOf(t.value, this.id));
    this.changed();
  }

  /** The running hub's view, or null. */
  async state(): Promise<Result<HubView | null>> {
    return { ok: true, value: this.server?.info() ? await this.view() : null };
  }

  /**
   * The director unlocks a table's join code, locked after too many wrong codes were tried on the
   * hub. `hub/unavailable` when the hub is not running.
   */
  async unlock(round: number, table: number): Promise<Result<HubView>> {
    if (!this.server?.info()) return { ok: false, error: { code: 'hub/unavailable', message: 'the hub is not running' } };
    this.server.unlockCodes({ round, table });
    this.changed();
    return { ok: true, value: await this.view() };
  }

  /**
   * The result of a table from the match the hub holds for it: its journal folded and replayed,
   * exported as a `mus-match/1` record, checked by the model for that table (`resultFromMatch`:
   * finished, the tournament's rules, that table's teams). `tournament/no-result` while the hub holds
   * no finished match there.
   */
  result(round: number, table: number): Result<TableResult> {
    const night = this.d.night();
    if (!night.ok) return night;
    if (!night.value || !this.server) return { ok: false, error: terr('tournament/no-result', 'the hub is not running', undefined, undefined, { say: 'hub-stopped' }) };
    const t = foldFile(night.value);
    if (!t.ok) return t;
    const records = this.server.state.journal(round, table);
    if (!records || records.length === 0) return { ok: false, error: terr('tournament/no-result', `round ${round}, table ${table}: the hub holds no match yet`, undefined, undefined, { say: 'hub-empty', round, table }) };
    const held = foldJournal(records);
    if (!held.setup) return { ok: false, error: terr('tournament/no-result', `round ${round}, table ${table}: the hub holds no match yet`, undefined, undefined, { say: 'hub-empty', round, table }) };
    const live = replayLog(held.setup, held.log);
    if (!live.ok) return { ok: false, error: terr('tournament/match-invalid', `round ${round}, table ${table}: ${live.error.message}`, undefined, undefined, { say: 'hub', round, table, cause: live.error.code }) };
    // as the library exports it (its finished deals): a match not over is refused as such (FFMus art. 2), not as a deal without hands
    return resultFromMatch(t.value, round, table, exportRecord(live.value).record);
  }

  /**
   * The match the hub holds for a table, for the judge's view: its copy of the table's journal,
   * read as the library reads one, read-only (a correction is made at the table and reaches the hub
   * as a record). `live` while the table plays it. `hub/unavailable` when the hub is not running,
   * `hub/not-found` before the table sent anything.
   */
  judge(round: number, table: number): Result<JudgeMatch> {
    if (!this.server) return { ok: false, error: { code: 'hub/unavailable', message: 'the hub is not running' } };
    const path = this.server.journalPath(round, table);
    if (!existsSync(path)) return { ok: false, error: { code: 'hub/not-found', message: `the hub holds no record of table ${table} in round ${round} yet` } };
    const o = openJournal(path, { mode: 'read' });
    o.close();
    const live = this.server.state.tableLine(round, table)?.state === 'playing';
    return judgeMatchOf(`r${round}-t${table}`, o, { readOnly: true, live });
  }

  /** Stops the hub (its folder is kept). Idempotent. */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    this.id = null;
    this.port = 0;
    this.refused.clear();
    if (s) await s.stop();
    if (s) this.changed();
  }

  /** Tells `onView` the hub as it stands, once per burst of changes (see {@link TournamentHubDeps.onView}). */
  private changed(): void {
    const tell = this.d.onView;
    if (!tell) return;
    if (this.telling) {
      this.changedAgain = true;
      return;
    }
    this.telling = (async () => {
      do {
        this.changedAgain = false;
        try {
          const v = await this.state();
          if (v.ok) tell(v.value);
        } catch {
          // a view that cannot be made (the hub stopped meanwhile): the stop tells null next
        }
      } while (this.changedAgain);
    })().finally(() => {
      this.telling = null;
    });
  }

  private async view(): Promise<HubView> {
    const s = this.server!;
    const urls = hubBaseUrls(this.d.host ?? '0.0.0.0', this.port, (this.d.interfaces ?? networkInterfaces)());
    const creds = s.credentials();
    const round = creds.reduce((m, c) => Math.max(m, c.round), 0);
    const tables: HubTableCard[] = [];
    const locks = s.codeLocks();
    for (const c of creds.filter((x) => x.round === round).sort((a, b) => a.table - b.table)) {
      const joinUrl = joinAddress(urls[0]!, c.code);
      const state = s.state.tableLine(c.round, c.table)?.state ?? 'waiting';
      const locked = locks.some((l) => l.round === c.round && l.table === c.table && l.locked);
      tables.push({ round: c.round, table: c.table, code: `${c.code.slice(0, 3)}-${c.code.slice(3)}`, joinUrl, qr: qrPath(await qrSvg(joinUrl)), state, locked });
    }
    const boardUrl = s.boardAddress(urls[0]) ?? undefined;
    return { urls, boardUrl, port: this.port, round, tables, warnings: [...s.notices, ...this.refused.values()], entered: this.entered };
  }
}

/** A table's join as main keeps it: what the screen gets, and what only main needs to ship. */
export interface JoinAnswer {
  joined: Omit<JoinedTable, 'resumed'>;
  /** The table's write token for the round (never sent to a window). */
  token: string;
  /** The hub's address (its origin). */
  url: string;
  /** Records the hub already holds of this table's match, and that match's id. */
  have: number;
  matchId: string | null;
}

/**
 * A table joins a hub with its code: the pairing (teams, players by seat, esku) and the tournament's
 * locked rules, checked as a match setup (a hub's answer is not trusted more than a window's), for
 * the new match at this table. A refusal is the hub's own code (`hub/unknown-code`,
 * `hub/too-many-attempts`…) with its message; `hub/unreachable` when nothing answers; `hub/bad-answer`
 * when what answers is not a hub giving a pairing.
 */
export async function joinTable(url: string, code: string, timeoutMs = 5_000): Promise<Result<JoinAnswer>> {
  const r = await joinHub(url, code, timeoutMs);
  if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message } };
  const j = r.value;
  if (!j || typeof j !== 'object') return { ok: false, error: { code: 'hub/bad-answer', message: 'the answer is not a pairing' } };
  const setup = checkSetup({ rules: j.rules, teams: j.teams, players: j.players, esku: j.esku }, 'join');
  if (!setup.ok) return { ok: false, error: { code: 'hub/bad-answer', message: `the hub's pairing is not a match setup: ${setup.error.message}` } };
  const name = typeof j.tournament?.name === 'string' ? j.tournament.name.slice(0, 200) : '';
  const id = typeof j.tournament?.id === 'string' ? j.tournament.id.slice(0, 200) : '';
  if (!Number.isInteger(j.round) || !Number.isInteger(j.table)) return { ok: false, error: { code: 'hub/bad-answer', message: 'the hub answered without a round and a table' } };
  if (!isToken(j.token)) return { ok: false, error: { code: 'hub/bad-answer', message: 'the hub answered without a write token' } };
  const have = Number.isInteger(j.have) && j.have >= 0 ? j.have : 0;
  const matchId = typeof j.matchId === 'string' && j.matchId.length <= 200 ? j.matchId : null;
  return { ok: true, value: { joined: { tournament: { id, name }, round: j.round, table: j.table, setup: setup.value }, token: j.token, url, have, matchId } };
}
