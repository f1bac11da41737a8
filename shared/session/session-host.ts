/**
 * The session host: the one authoritative match of the main process. It owns the
 * {@link TableSession}, turns every change (whatever its source: keyboard, on-screen button,
 * button box, judge) into a {@link Snapshot} and hands it to `broadcast`, which sends it to every
 * window. Free of Electron (unit-tested in Node).
 */
import { startMatch, type EngineError, type MatchSetup, type TableCommand } from '../index.js';
import { TableSession, type CommandSource } from './table-session.js';
import type { Result } from '../types.js';
import type { CommandReply, Snapshot } from '../bridge/table/table-contract.js';
import { snapshotOf } from '../display/snapshot.js';
import type { SessionServices } from './services.js';
import { thrownCode } from '../errors/index.js';

/** What the host needs. `now` and `newId` are injectable for tests. */
export interface SessionHostDeps {
  broadcast(s: Snapshot | null): void;
  services: SessionServices;
  now?: () => Date;
  /** Id of a new match (default `match-<ISO time>`; the app passes the library's `newMatchId`). */
  newId?: (created: Date) => string;
}

/** Holds the match in progress and broadcasts its snapshots. */
export class SessionHost {
  private session: TableSession | null = null;
  private seq = 0;
  private last: Snapshot | null = null;
  private detach: (() => void) | null = null;
  private startNotices: EngineError[] = [];

  constructor(private readonly deps: SessionHostDeps) {}

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
    const id = (this.deps.newId ?? defaultId)(created);
    try {
      const journal = this.deps.services.journalFor(id, created.toISOString(), setup);
      const s = TableSession.create(setup, { id, created: created.toISOString(), journal });
      this.adopt(s);
      return { ok: true, value: null };
    } catch (e) {
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

  /** Applies a command to the match in progress. */
  command(cmd: TableCommand, source: CommandSource): CommandReply {
    if (!this.session) return { ok: false, error: { code: 'session/no-match', message: 'no match in progress: start one first' } };
    try {
      const r = this.session.command(cmd, source);
      if (!r.ok) return r;
      return { ok: true, value: { changed: r.value.changed, settled: r.value.settled ? r.value.settled.index : null } };
    } catch (e) {
      // a journal that cannot write: nothing was changed (TableSession journals before it commits)
      const error: EngineError = { code: 'session/failed', message: (e as Error).message };
      this.publish(this.session, { source, error });
      return { ok: false, error };
    }
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

function defaultId(created: Date): string {
  return `match-${created.toISOString().replace(/[:.]/g, '-')}`;
}
