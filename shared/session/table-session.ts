/**
 * The authoritative match at a table, in the main process (or in the page, in web mode): the live
 * match, the input pad, undo/redo, and the journal every accepted change goes to first.
 * Keyboard, on-screen buttons, the button box and phones all reach {@link TableSession.command}
 * through the front door (`enterTable`, `front-door.ts`): one path from a key to an engine action
 * (`shared/input/commands.ts`).
 */
import {
  applyEntry, emptyPad, interpret, padOfHands, replayLog, startMatch,
  type EngineError, type InputPad, type Result, type LiveMatch, type MatchEntry, type MatchSetup, type MatchDealResult, type TableCommand,
} from '../index.js';
import type { JournalInput } from './journal-records.js';
import type { UndoAgreed } from '../input/commands.js';
import { thrownCode, type JudgeCode } from '../errors/index.js';
import { foldJournal, type JournalRecord } from './journal-records.js';
import { setupFieldsProblem } from '../format/fields.js';
import type { CommandSource } from './command-source.js';
import type { JournalNotice } from '../library/journal-notice.js';
import { correctionFieldsProblem, flaggedCorrections, flaggedNotice, flaggedText } from './correction-fields.js';

/** Where accepted changes are made durable. `append` must not return before the record is on disk. */
export interface JournalSink {
  append(record: JournalInput): void;
}

export type { CommandSource } from './command-source.js';

/** What an accepted command did: what changed, and the deal it settled, if any. */
export interface CommandDone {
  changed: 'match' | 'pad' | 'nothing';
  settled: MatchDealResult | null;
}

/** A listener of session changes. */
export type SessionListener = (s: TableSession, why: { source: CommandSource; error?: EngineError }) => void;

/** One match being played. */
export class TableSession {
  private m: LiveMatch;
  private p: InputPad;
  private redoStack: MatchEntry[] = [];
  private listeners = new Set<SessionListener>();
  /** Journal id of this match. */
  readonly id: string;

  private constructor(id: string, m: LiveMatch, private readonly journal: JournalSink | null, redo: MatchEntry[] = []) {
    this.id = id;
    this.m = m;
    this.p = emptyPad(m.view.rules.players);
    this.redoStack = redo;
  }

  /**
   * Starts a new match and journals its setup.
   * @throws Error with the engine's message when the setup is invalid.
   */
  static create(setup: MatchSetup, opts: { id: string; created: string; journal?: JournalSink | null }): TableSession {
    const s = startMatch(setup);
    if (!s.ok) throw new Error(s.error.message);
    opts.journal?.append({ t: 'setup', setup, id: opts.id, created: opts.created });
    return new TableSession(opts.id, s.value, opts.journal ?? null);
  }

  /**
   * Rebuilds a session from journal records (recovery). Entries that no longer apply stop the replay.
   * A correction record whose `who` or `when` does not check (written before they were checked) is
   * not refused — the journal is the club's data and the match depends on the correction — but
   * flagged: one notice per such record (`judge/bad-who` or `judge/bad-when`, params `seq`, `line`,
   * `field`), its English line in `warnings`.
   * @returns the session and the problem found, if any, and the notices of the records flagged.
   */
  static recover(records: readonly JournalRecord[], journal: JournalSink | null): {
    session: TableSession | null; error: EngineError | null; notices: JournalNotice[]; warnings: string[];
  } {
    const flagged = flaggedCorrections(records);
    const said = { notices: flagged.map(flaggedNotice), warnings: flagged.map(flaggedText) };
    const f = foldJournal(records);
    if (!f.setup || !f.id) return { session: null, error: { code: 'journal/no-setup', message: 'the journal has no setup record' }, ...said };
    // names and the date: the rules of every file reader and of the hub (shared/format/fields.ts)
    const bad = setupFieldsProblem(f.setup, f.created);
    if (bad) return { session: null, error: { code: bad.code, path: bad.path, message: `${bad.path}: ${bad.message}` }, ...said };
    const r = replayLog(f.setup, f.log);
    if (!r.ok) return { session: null, error: r.error, ...said };
    return { session: new TableSession(f.id, r.value, journal, f.redo), error: null, ...said };
  }

  get match(): LiveMatch { return this.m; }
  get pad(): InputPad { return this.p; }
  get canUndo(): boolean { return this.m.log.length > 0; }
  get canRedo(): boolean { return this.redoStack.length > 0; }

  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(fn: SessionListener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Journals a record. A journal that cannot write (disk full, read-only match) refuses the change:
   * the error comes back as data and nothing is acknowledged.
   */
  private durable(record: JournalInput, source: CommandSource): EngineError | null {
    if (!this.journal) return null;
    try {
      this.journal.append(record);
      return null;
    } catch (e) {
      const x = e as { message?: unknown };
      const error: EngineError = {
        code: thrownCode(e, 'journal/write-failed', 'journal/'),
        message: `the action was not recorded, so it is not applied: ${typeof x.message === 'string' ? x.message : String(e)}`,
      };
      this.emit(source, error);
      return error;
    }
  }

  /**
   * Says an error to every listener without changing anything (the front door's `session/failed`:
   * the windows show it, the box blinks).
   */
  report(source: CommandSource, error: EngineError): void {
    this.emit(source, error);
  }

  private emit(source: CommandSource, error?: EngineError): void {
    for (const fn of this.listeners) fn(this, error ? { source, error } : { source });
  }

  /** Applies a key/button command. Illegal commands change nothing and come back as errors. */
  command(c: TableCommand, source: CommandSource): Result<CommandDone> {
    const { pad, outcome } = interpret(this.m.view, this.p, c);
    switch (outcome.kind) {
      case 'error':
        // an error may move the cursor (the showdown asking for a sota's suit puts it on that card)
        this.p = pad;
        this.emit(source, outcome.error);
        return { ok: false, error: outcome.error };
      case 'pad':
        this.p = pad;
        this.emit(source);
        return { ok: true, value: { changed: 'pad', settled: null } };
      case 'undo':
        return this.undo(source, c.cmd === 'undo' ? c.agreed : undefined);
      case 'redo':
        return this.redo(source);
      case 'entry': {
        const r = this.apply(outcome.entry, source);
        if (r.ok) {
          this.p = pad;
          this.emit(source);
        }
        return r;
      }
      default: {
        const never: never = outcome;
        throw new Error(`unknown outcome ${JSON.stringify(never)}`);
      }
    }
  }

  /**
   * Applies one log entry: checked by the engine, journaled (durable), then made current, and the
   * listeners are told. Nothing is changed when the engine rejects it or the journal fails (the
   * listeners are told the error).
   */
  entry(e: MatchEntry, source: CommandSource): Result<CommandDone> {
    const r = this.apply(e, source);
    if (r.ok) this.emit(source);
    return r;
  }

  /**
   * Applies log entries in order, each as {@link entry} does (checked, journaled, made current), and
   * tells the listeners once at the end (a match typed from paper, a batch of a test rig). Stops at
   * the first refusal: the entries before it stay applied and journaled, the refused one and those
   * after it are not; the listeners are told the error, then the change made before it.
   * @returns the last entry's result (`settled` is that entry's), or the refusal with `index` in its error, the
   * place in `es` of the refused entry.
   */
  entries(es: readonly MatchEntry[], source: CommandSource): Result<CommandDone, EngineError & { index: number }> {
    let last: CommandDone = { changed: 'nothing', settled: null };
    for (const [i, e] of es.entries()) {
      const r = this.apply(e, source);
      if (!r.ok) {
        if (i > 0) this.emit(source); // (the refusal itself was told as it happened)
        return { ok: false, error: { ...r.error, index: i } };
      }
      last = r.value;
    }
    if (es.length > 0) this.emit(source);
    return { ok: true, value: last };
  }

  /** {@link entry} without telling the listeners of a success (the caller tells them once). */
  private apply(e: MatchEntry, source: CommandSource): Result<CommandDone> {
    const r = applyEntry(this.m, e);
    if (!r.ok) {
      this.emit(source, r.error);
      return r;
    }
    const jerr = this.durable({ t: 'entry', entry: e, source }, source);
    if (jerr) return { ok: false, error: jerr };
    this.m = r.value.match;
    this.redoStack = [];
    return { ok: true, value: { changed: 'match', settled: r.value.settled } };
  }

  /**
   * Puts back the cards typed at the showdown before a reload (the pad is not journaled: it is what
   * the scorer is typing, not yet said). Taken only if it fits the deal as it stands — at its
   * showdown, one list of at most four known cards per seat — else ignored.
   * @returns whether it was taken
   */
  restorePad(saved: unknown): boolean {
    const cur = this.m.view.current;
    if (!cur || cur.state.stage !== 'showdown' || typeof saved !== 'object' || saved === null) return false;
    const p = saved as Partial<InputPad>;
    const n = this.m.view.rules.players;
    const cards = p.cards;
    if (!Array.isArray(cards) || cards.length !== n
      || !cards.every((h) => Array.isArray(h) && h.length <= 4 && h.every((c) => [1, 2, 3, 4, 5, 6, 7, 10, 11, 12].includes(c as number)))) return false;
    const suits = Array.isArray(p.suits) && p.suits.length === n ? p.suits : cards.map((h) => h.map(() => ''));
    const okSuits = suits.every((h, i) => Array.isArray(h) && h.length === cards[i]?.length && h.every((x) => ['', 'o', 'c', 'e', 'b'].includes(x as string)));
    if (!okSuits) return false;
    this.p = { ...emptyPad(n), cards: cards.map((h) => h.slice()), suits: suits.map((h) => h.slice()) };
    this.emit('ui');
    return true;
  }

  /**
   * Takes back the last entry (as far back as the start of the match). `agreed` (an undo agreed on
   * the phones: who asked, who accepted) goes into the same journal record, flushed with it.
   */
  undo(source: CommandSource, agreed?: UndoAgreed): Result<CommandDone> {
    const last = this.m.log.at(-1);
    if (!this.canUndo || last === undefined) {
      const error: EngineError = { code: 'input/nothing-to-undo', message: 'nothing to undo: this is the start of the match' };
      this.emit(source, error);
      return { ok: false, error };
    }
    const r = replayLog(this.m.setup, this.m.log.slice(0, -1));
    if (!r.ok) throw new Error(`undo failed to replay a valid prefix: ${r.error.message}`);
    const jerr = this.durable(agreed ? { t: 'undo', source, agreed: { asked: agreed.asked, accepted: agreed.accepted } } : { t: 'undo', source }, source);
    if (jerr) return { ok: false, error: jerr };
    this.m = r.value;
    this.redoStack.push(last);
    // undoing a settled deal reopens its showdown with the cards that were typed, to be corrected
    this.p = last.type === 'hands' ? padOfHands(this.m.view.rules.players, last.hands) : emptyPad(this.m.view.rules.players);
    this.emit(source);
    return { ok: true, value: { changed: 'match', settled: null } };
  }

  /**
   * A judge's recorded correction (issue #5; FFMus: the referee settles disputes at the table): the
   * match log from entry `from` on is replaced by `entries`, never silently. The corrected log
   * (`log.slice(0, from)` + `entries`) is replayed from the setup through the engine first; a refusal
   * comes back as data (the engine's `action/…`, `hands/…`, `match/…` error, whose message names the
   * failing entry as `log[i]`, an index into the corrected log) and changes nothing, journals nothing.
   * Otherwise the `correction` record (`from`, `entries`, `who`, `when`, `why`) is journaled first
   * (durable), then the corrected match becomes current, the redo stack and the input pad are cleared,
   * and listeners are told.
   * @param from index in the current log (0..log.length) where the replaced part starts.
   * @param entries the corrected entries from `from` on (may be empty: the tail is cut).
   * @param meta who made it (the judge's name: a name as a player's, shared/format/fields.ts), when
   * (ISO 8601 date and time, as `Date.toISOString()` writes it), why (non-empty).
   * @returns `judge/bad-from`, `judge/no-change` (from the end of the log with no entries: nothing
   * to correct; the tournament hub refuses such a record too), `judge/who-missing`, `judge/why-missing`,
   * `judge/bad-who` / `judge/bad-when` (`path` the field; nothing journaled), the engine's error, or a
   * `journal/…` error when the record could not be written.
   */
  correct(from: number, entries: MatchEntry[], meta: { who: string; when: string; why: string }, source: CommandSource = 'judge'): Result<CommandDone> {
    const refuse = (code: JudgeCode, message: string): Result<CommandDone> => ({ ok: false, error: { code, message } });
    const n = this.m.log.length;
    if (!Number.isInteger(from) || from < 0 || from > n) return refuse('judge/bad-from', `from: ${from} is not an entry index of the match log (0..${n})`);
    if (from === n && entries.length === 0) return refuse('judge/no-change', `a correction from ${n} (the end of the log) without entries changes nothing`);
    if (typeof meta.who !== 'string' || !meta.who.trim()) return refuse('judge/who-missing', 'who: a correction needs the name of the judge who makes it');
    if (typeof meta.why !== 'string' || !meta.why.trim()) return refuse('judge/why-missing', 'why: a correction needs its reason');
    const bad = correctionFieldsProblem(meta.who, meta.when);
    if (bad) return { ok: false, error: { code: bad.code, path: bad.path, message: bad.message } };
    const log = [...this.m.log.slice(0, from), ...entries];
    const r = replayLog(this.m.setup, log);
    if (!r.ok) return { ok: false, error: { ...r.error, message: `the corrected log does not replay: ${r.error.message}` } };
    const jerr = this.durable({ t: 'correction', from, entries: [...entries], who: meta.who, when: meta.when, why: meta.why }, source);
    if (jerr) return { ok: false, error: jerr };
    this.m = r.value;
    this.redoStack = [];
    this.p = emptyPad(this.m.view.rules.players);
    this.emit(source);
    return { ok: true, value: { changed: 'match', settled: null } };
  }

  /** Re-applies the last entry undone. */
  redo(source: CommandSource): Result<CommandDone> {
    const e = this.redoStack[this.redoStack.length - 1];
    if (!e) {
      const error: EngineError = { code: 'input/nothing-to-redo', message: 'nothing to redo' };
      this.emit(source, error);
      return { ok: false, error };
    }
    const r = applyEntry(this.m, e);
    if (!r.ok) throw new Error(`redo failed: ${r.error.message}`);
    const jerr = this.durable({ t: 'redo', source }, source);
    if (jerr) return { ok: false, error: jerr };
    this.m = r.value.match;
    this.redoStack.pop();
    this.p = emptyPad(this.m.view.rules.players);
    this.emit(source);
    return { ok: true, value: { changed: 'match', settled: r.value.settled } };
  }
}
