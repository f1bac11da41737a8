/**
 * The session host: the one authoritative match of a table, in the main process and (the same
 * code) in a browser page. It owns the {@link TableSession}, turns every change (whatever its
 * source: keyboard, on-screen button, button box, phone, judge) into a {@link Snapshot} and hands
 * it to `broadcast`, which sends it to every window or tab. Commands come in through the front
 * door ({@link enterTable}). Free of Electron and of the DOM (unit-tested in Node).
 */
import { startMatch, type EngineError, type MatchSetup, type TableCommand } from '../index.js';
import { TableSession, type CommandSource } from './table-session.js';
import type { Result } from '../types.js';
import type { CommandReply, Snapshot } from '../bridge/table/table-contract.js';
import { snapshotOf } from '../display/snapshot.js';
import type { SessionServices } from './services.js';
import { thrownCode } from '../errors/index.js';
import { newMatchId } from '../library/match-id.js';
import { enterTable, type DoorCommand } from './front-door.js';

/** What the host needs. `now` and `newId` are injectable for tests. */
export interface SessionHostDeps {
  broadcast(s: Snapshot | null): void;
  services: SessionServices;
  now?: () => Date;
  /**
   * Six random hex digits for a new match id ({@link newMatchId}); the platform draws them
   * (default: a count, for tests and the command line).
   */
  suffix?: () => string;
  /**
   * The first snapshot's `seq` less one (default 0). A browser page starts from the clock, so that
   * display tabs never take a reloaded control tab's snapshots as stale.
   */
  firstSeq?: number;
}

/** Holds the match in progress and broadcasts its snapshots. */
export class SessionHost {
  private session: TableSession | null = null;
  private seq = 0;
  private last: Snapshot | null = null;
  private detach: (() => void) | null = null;
  private startNotices: EngineError[] = [];
  private made = 0;

  constructor(private readonly deps: SessionHostDeps) {
    this.seq = deps.firstSeq ?? 0;
  }

  /**
   * Makes current the match the services recover at start (the newest unfinished one); the
   * recovery warnings go out with it, or stay as start-up notices when nothing could be resumed.
   */
  resume(): void {
    const recovered = this.deps.services.recover();
    if (recovered?.session) this.adopt(recovered.session, 'journal', recovered.warnings);
    else if (recovered?.warnings.length) this.notify({ code: 'journal/recovered', message: recovered.warnings.join('\n') });
  }

  /** The match in progress, if any (for services wired by the lead). */
  get current(): TableSession | null {
    return this.session;
  }

  /**
   * Notices said at start when no match could be resumed (recovery warnings: damaged or locked
   * matches, a data folder that cannot be written). Kept until a match starts, for the window to show.
   */
  notices(): EngineError[] {
    return [...this.startNotices];
  }

  /** Adds a start-up notice (see {@link notices}). */
  notify(n: EngineError): void {
    this.startNotices.push(n);
  }

  /** The last snapshot sent (null before any match). */
  snapshot(): Snapshot | null {
    return this.last;
  }

  /**
   * Makes a session current (a new match, or one recovered from the journal) and broadcasts it.
   * `warnings` (what recovery dropped or repaired) go out with the first snapshot as a
   * `journal/recovered` notice, so the table sees them.
   */
  adopt(session: TableSession, source = 'ui', warnings: readonly string[] = []): void {
    this.release();
    this.startNotices = [];
    this.session = session;
    const unsubscribe = session.subscribe((s, why) => this.publish(s, why));
    const detachServices = this.deps.services.attachServices(session);
    this.detach = () => {
      unsubscribe();
      detachServices();
    };
    const notice: EngineError | undefined = warnings.length ? { code: 'journal/recovered', message: warnings.join('\n') } : undefined;
    this.publish(session, notice ? { source, error: notice } : { source });
  }

  /**
   * Starts a new match (journaled through the services). The match in progress, if any, is closed.
   * @returns `setup/…` / `rules/…` errors when the engine refuses the setup.
   */
  newMatch(setup: MatchSetup): Result<null> {
    const check = startMatch(setup); // refuse a bad setup before any journal file is made
    if (!check.ok) return check;
    const created = (this.deps.now ?? (() => new Date()))();
    const id = newMatchId(created, this.deps.suffix?.() ?? (++this.made).toString(16).padStart(6, '0'));
    let journaled = false;
    let started = false;
    try {
      const journal = this.deps.services.journalFor(id, created.toISOString(), setup);
      journaled = journal !== null;
      const s = TableSession.create(setup, { id, created: created.toISOString(), journal });
      started = true;
      this.adopt(s);
      return { ok: true, value: null };
    } catch (e) {
      // the journal was made but its setup could not be written: nothing was acknowledged, so no
      // header-only journal is left open, locked and listed
      if (journaled && !started) this.deps.services.abandon?.(id);
      return { ok: false, error: { code: thrownCode(e, 'setup/refused'), message: (e as Error).message } };
    }
  }

  /** Closes the match in progress (it stays in its journal). */
  closeMatch(): Result<null> {
    this.release();
    this.last = null;
    this.deps.broadcast(null);
    return { ok: true, value: null };
  }

  /** Applies a command to the match in progress, through the front door ({@link enterTable}). */
  command(cmd: DoorCommand, source: CommandSource): CommandReply {
    return enterTable(this.session, cmd, source);
  }

  private publish(s: TableSession, why: { source: string; error?: EngineError }): void {
    this.seq++;
    this.last = snapshotOf(s, this.seq, why);
    this.deps.broadcast(this.last);
  }

  private release(): void {
    this.detach?.();
    this.detach = null;
    this.session = null;
  }
}
