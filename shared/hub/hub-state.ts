/**
 * The hub's state machine, pure (no Node, no clock, no randomness of its own): for every table of
 * every round, a copy of the table's journal records, in order, and the match they fold to. It
 * decides every request; the server only makes accepted records durable between {@link
 * HubState.prepare} and {@link PreparedShip.commit} and answers.
 *
 * Guarantees (docs/hub.md):
 * - record n is appended only after n−1 (`hub/gap` otherwise, with `have`);
 * - a record already held and sent again is answered with `have`, never appended twice; one that
 *   differs from the held one is `hub/conflict`;
 * - only the token of (round, table) writes that match (`hub/bad-token`);
 * - the setup must carry the pairing's teams and players and the tournament's rules;
 * - every record must apply in the engine (`hub/refused-record`): the board's scores are the
 *   engine's; a correction that changes nothing (no entries, from the end of the log) is refused;
 *   one whose `who` or `when` does not check is taken in as written and named in the answer's
 *   `flagged` (a table's own journal never locks it out);
 * - a match holds at most {@link MAX_MATCH_RECORDS} records and {@link MAX_MATCH_BYTES} bytes of
 *   records (`hub/quota`): what a guest with a table's code can make the hub keep is bounded.
 */
import type { JournalRecord } from '../session/journal-records.js';
import { hubFail, type HubError } from './errors.js';
import type { Result } from '../types.js';
import { boardStandings, boardTable, type BoardSnapshot, type BoardStanding, type BoardTable } from './board.js';
import { foldJournal } from '../session/journal-records.js';
import { replayLog } from '../match/live.js';
import { HUB_PROTOCOL, MAX_MATCH_BYTES, MAX_MATCH_RECORDS, sameSecret, type JoinReply, type ShipReply, type ShipRequest, type WhereReply } from './protocol.js';
import { foldRecord, type FoldedMatch } from './records.js';
import { flaggedCorrections } from '../session/correction-fields.js';
import { sameJson } from '../same-json.js';
import { chainBefore, EMPTY_CHAIN } from './chain.js';
import { matchName, type HubCredential, type HubPairing, type HubTournament } from './types.js';

/** One table of one round on the hub. */
interface Table {
  pairing: HubPairing;
  cred: HubCredential;
  records: JournalRecord[];
  /** Bytes of the records' JSON text (one line each), for {@link MAX_MATCH_BYTES}; -1 until counted (after a load: counted when the table next ships). */
  bytes: number;
  folded: FoldedMatch | null;
  line: BoardTable;
  /** `chains[i]`: the fingerprint of records `0 … i−1` (`chains[0]` the empty one); filled as records come. */
  chains: string[];
}

/** Records accepted and not yet committed: write `append` durably, then {@link commit}. */
export interface PreparedShip {
  round: number;
  table: number;
  /** The new records, in order (`append[0].seq === have before`). Empty when all were duplicates. */
  append: JournalRecord[];
  /** What to answer once `append` is durable. */
  reply: ShipReply;
  /** Makes the records part of the state. Call once, after they are durable. */
  commit(): { changed: BoardTable | null; standings: BoardStanding[] | null };
}

const sameRules = (a: unknown, b: unknown): boolean => sameJson(a, b);

/** The hub's state. */
export class HubState {
  private readonly tables = new Map<string, Table>();
  private readonly byCode = new Map<string, Table>();
  private seqNo = 0;
  private shown: number;
  private standingsCache: BoardStanding[] = [];

  /**
   * @param tournament the tournament and its pairings.
   * @param credentials one per pairing (see {@link HubState.issue}); a pairing without one cannot join.
   */
  constructor(readonly tournament: HubTournament, credentials: readonly HubCredential[]) {
    for (const p of tournament.pairings) {
      const cred = credentials.find((c) => c.round === p.round && c.table === p.table);
      if (!cred) continue;
      const t: Table = { pairing: p, cred, records: [], bytes: 0, folded: null, line: boardTable(p.round, p.table, p.teams, 0, null), chains: [EMPTY_CHAIN] };
      this.tables.set(matchName(p.round, p.table), t);
      this.byCode.set(cred.code, t);
    }
    this.shown = Math.max(1, ...tournament.pairings.map((p) => p.round));
  }

  /**
   * Credentials for every pairing that has none yet: unique join codes and tokens from `random`.
   * `makeCode` and `makeToken` are the protocol's (passed in to keep this module free of a source of randomness).
   */
  static issue(tournament: HubTournament, have: readonly HubCredential[], makeCode: () => string, makeToken: () => string): HubCredential[] {
    const out = [...have];
    const codes = new Set(have.map((c) => c.code));
    for (const p of tournament.pairings) {
      if (out.some((c) => c.round === p.round && c.table === p.table)) continue;
      let code = makeCode();
      while (codes.has(code)) code = makeCode();
      codes.add(code);
      out.push({ round: p.round, table: p.table, code, token: makeToken() });
    }
    return out;
  }

  /** Every credential (for the organizer's screen and the hub's file). */
  credentials(): HubCredential[] {
    return [...this.tables.values()].map((t) => t.cred);
  }

  /** The round the board shows (the latest round with pairings unless the organizer chose). */
  get round(): number {
    return this.shown;
  }

  /** Shows another round on the board. */
  showRound(round: number): void {
    this.shown = round;
    this.seqNo++;
  }

  /** Increases with every accepted change. */
  get seq(): number {
    return this.seqNo;
  }

  private table(round: number, table: number): Table | undefined {
    return this.tables.get(matchName(round, table));
  }

  /**
   * Loads records already held (the hub's own journals at restart), without the token check or the
   * quota (they were accepted). Folded in one pass — the log, the undo and redo stacks and every
   * correction as `foldJournal` folds them, then the final log replayed once — so a restart costs
   * time in proportion to the records, not to records × log length (an undo or a correction
   * replays the whole log when it arrives). When that fold does not replay, the records are folded
   * one by one to say which one the engine refuses (`hub/refused-record`); the load stops there.
   */
  load(round: number, table: number, records: readonly JournalRecord[]): Result<number, HubError> {
    const t = this.table(round, table);
    if (!t) return hubFail('hub/unknown-table', `no table ${table} in round ${round}`);
    const fast = t.records.length === 0 ? fastFold(records) : null;
    if (fast) {
      t.folded = fast;
      t.records.push(...records);
      t.bytes = -1;
    } else {
      for (const r of records) {
        if (r.seq !== t.records.length) return hubFail('hub/gap', `record ${r.seq} out of order`, t.records.length);
        const step = foldRecord(t.folded, r);
        if (!step.ok) return hubFail('hub/refused-record', `record ${r.seq}: ${step.error.message}`, t.records.length);
        t.folded = step.value;
        t.records.push(r);
      }
      t.bytes = -1;
    }
    this.refresh(t);
    this.standingsCache = this.computeStandings();
    return { ok: true, value: t.records.length };
  }

  /** A join: the pairing, the locked rules and the token of the table whose code it is. */
  join(code: string): Result<JoinReply, HubError> {
    const t = this.byCode.get(code);
    if (!t) return hubFail('hub/unknown-code', 'no table has this join code');
    const p = t.pairing;
    const setup = t.records[0];
    return {
      ok: true,
      value: {
        protocol: HUB_PROTOCOL,
        tournament: { id: this.tournament.id, name: this.tournament.name },
        round: p.round, table: p.table, teams: { ...p.teams }, players: [...p.players], esku: p.esku,
        rules: this.tournament.rules, token: t.cred.token, have: t.records.length,
        matchId: setup && setup.t === 'setup' ? setup.id : null,
      },
    };
  }

  /** Where the hub stands for a match. */
  where(round: number, table: number): Result<WhereReply, HubError> {
    const t = this.table(round, table);
    if (!t) return hubFail('hub/unknown-table', `no table ${table} in round ${round}`);
    const setup = t.records[0];
    return { ok: true, value: { protocol: HUB_PROTOCOL, round, table, have: t.records.length, matchId: setup && setup.t === 'setup' ? setup.id : null } };
  }

  /** The records held for a match (read-only copy of the list). */
  journal(round: number, table: number): readonly JournalRecord[] | null {
    return this.table(round, table)?.records.slice() ?? null;
  }

  /**
   * Decides a shipment without changing anything: token, order, duplicates, the setup against the
   * pairing, every new record through the engine. On success the caller makes `append` durable,
   * then calls `commit()` (in the same turn of the event loop: nothing else may change the table
   * in between).
   */
  prepare(req: ShipRequest): Result<PreparedShip, HubError> {
    const t = this.table(req.round, req.table);
    if (!t) return hubFail('hub/unknown-table', `no table ${req.table} in round ${req.round}`);
    if (!sameSecret(req.token, t.cred.token)) return hubFail('hub/bad-token', `this token does not write table ${req.table} of round ${req.round}`);
    const have = t.records.length;
    if (req.seq > have) return hubFail('hub/gap', `record ${req.seq} would leave a gap: the hub has records 0-${have - 1} (${have}); send ${have} first`, have);
    const where = { round: req.round, table: req.table };
    if (req.chain !== undefined) {
      // the records before these are not the ones the hub holds: another computer's journal of this match
      if (req.chain !== chainBefore(t.chains, t.records, req.seq)) {
        const setup = t.records[0];
        const match = setup?.t === 'setup' ? setup.id : '?';
        return hubFail('hub/conflict', `records 0-${req.seq - 1} of this table are not the ones the hub holds for match ${match} (table ${req.table} of round ${req.round}, ${have} records from another computer): two computers ship this table's match; the hub keeps the one it holds`, have,
          { say: 'two-computers', ...where, match, action: req.seq + 1, deal: dealAt(t.records, req.seq), have });
      }
    }
    let duplicates = 0;
    let folded = t.folded;
    if (t.bytes < 0) t.bytes = t.records.reduce((n, r) => n + recordBytes(r), 0);
    let bytes = t.bytes;
    const append: JournalRecord[] = [];
    for (const [i, r] of req.records.entries()) {
      const seq = req.seq + i;
      if (seq < have) {
        if (!sameJson(r, t.records[seq])) {
          const held = t.records[seq];
          // two computers playing this table: say which match the hub holds
          if (r.t === 'setup' && held?.t === 'setup' && r.id !== held.id) {
            return hubFail('hub/conflict', `record 0: the setup of match ${r.id}, but the hub holds match ${held.id} for table ${req.table} of round ${req.round}: another computer ships this table's match`, have,
              { say: 'two-matches', ...where, held: held.id, sent: r.id, have });
          }
          return hubFail('hub/conflict', `record ${seq} differs from the one the hub holds (deal ${dealAt(t.records, seq)}; the hub holds ${have} records): the hub keeps its own`, have,
            { say: 'differs', ...where, action: seq + 1, deal: dealAt(t.records, seq), have });
        }
        duplicates++;
        continue;
      }
      if (r.t === 'setup') {
        const p = t.pairing;
        if (!sameJson(r.setup.teams, p.teams) || !sameJson(r.setup.players, p.players) || r.setup.esku !== p.esku || !sameRules(r.setup.rules, this.tournament.rules)) {
          return hubFail('hub/setup-mismatch', `the setup must carry the pairing of table ${p.table} (teams, players, esku) and the tournament's rules`, have);
        }
      }
      if (seq >= MAX_MATCH_RECORDS) return hubFail('hub/quota', `record ${seq}: a match holds at most ${MAX_MATCH_RECORDS} records on the hub`, have);
      bytes += recordBytes(r);
      if (bytes > MAX_MATCH_BYTES) return hubFail('hub/quota', `record ${seq}: a match holds at most ${MAX_MATCH_BYTES} bytes of records on the hub`, have);
      if (r.t === 'correction' && r.entries.length === 0 && folded && r.from >= folded.match.log.length) {
        return hubFail('hub/refused-record', `record ${seq}: a correction that changes nothing (no entries, from the end of the log)`, have);
      }
      const step = foldRecord(folded, r);
      if (!step.ok) return hubFail('hub/refused-record', `record ${seq}: ${step.error.message}`, have);
      folded = step.value;
      append.push(r);
    }
    // a correction whose who or when does not check: taken in as written (the table is not locked out by its own journal), said
    const flagged = flaggedCorrections(append);
    const reply: ShipReply = flagged.length
      ? { protocol: HUB_PROTOCOL, have: have + append.length, duplicates, flagged }
      : { protocol: HUB_PROTOCOL, have: have + append.length, duplicates };
    let done = false;
    const commit = () => {
      if (done || !append.length) return { changed: null, standings: null };
      done = true;
      if (t.records.length !== have) throw new Error('hub state changed between prepare and commit');
      t.records.push(...append);
      t.bytes = bytes;
      t.folded = folded;
      const wasFinished = t.line.state === 'finished';
      this.refresh(t);
      this.seqNo++;
      let standings: BoardStanding[] | null = null;
      if (wasFinished || t.line.state === 'finished') {
        const next = this.computeStandings();
        if (!sameJson(next, this.standingsCache)) standings = next;
        this.standingsCache = next;
      }
      return { changed: t.line, standings };
    };
    return { ok: true, value: { round: req.round, table: req.table, append, reply, commit } };
  }

  private refresh(t: Table): void {
    t.line = boardTable(t.pairing.round, t.pairing.table, t.pairing.teams, t.records.length, t.folded?.match ?? null);
  }

  private computeStandings(): BoardStanding[] {
    const done: { teams: { A: string; B: string }; standings: NonNullable<BoardTable['standings']> }[] = [];
    for (const t of this.tables.values()) if (t.line.standings) done.push({ teams: t.pairing.teams, standings: t.line.standings });
    return boardStandings(done);
  }

  /** One table's line. */
  tableLine(round: number, table: number): BoardTable | null {
    return this.table(round, table)?.line ?? null;
  }

  /** The whole board (the round shown). */
  board(): BoardSnapshot {
    const rounds = [...new Set(this.tournament.pairings.map((p) => p.round))].sort((a, b) => a - b);
    const tables = [...this.tables.values()].filter((t) => t.pairing.round === this.shown).map((t) => t.line).sort((a, b) => a.table - b.table);
    return {
      format: 'mus-board/1', seq: this.seqNo, tournament: { id: this.tournament.id, name: this.tournament.name },
      round: this.shown, rounds, tables, standings: this.standingsCache,
    };
  }
}

/**
 * The deal a record of a journal falls in, counted from 1: the deal in play once the records before
 * it are folded (the deals settled, plus one). For a refusal's sentence: « the deal 4 differs ».
 */
export function dealAt(records: readonly JournalRecord[], seq: number): number {
  let folded: FoldedMatch | null = null;
  for (const r of records.slice(0, seq)) {
    const step = foldRecord(folded, r);
    if (!step.ok) break;
    folded = step.value;
  }
  const v = folded?.match.view;
  return v ? (v.current?.index ?? v.deals.length) + 1 : 1;
}

/** A record's size as the hub counts it for {@link MAX_MATCH_BYTES}: its JSON text and a newline. */
export function recordBytes(r: JournalRecord): number {
  return JSON.stringify(r).length + 1;
}

/**
 * The fold of a whole journal in one pass (records in order from seq 0, the setup first), or null
 * when it does not hold (then the caller folds record by record to find the one at fault).
 */
function fastFold(records: readonly JournalRecord[]): FoldedMatch | null {
  if (records.length === 0) return null;
  for (const [i, r] of records.entries()) if (r.seq !== i || (i === 0) !== (r.t === 'setup')) return null;
  const f = foldJournal(records);
  if (!f.setup) return null;
  const m = replayLog(f.setup, f.log);
  return m.ok ? { match: m.value, redo: f.redo } : null;
}
