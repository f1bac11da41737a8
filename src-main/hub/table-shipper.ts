/**
 * The table's side of the hub (issue 13, docs/hub.md): after each record is journaled locally (as
 * always: written and flushed before the table sees the action accepted), the shipper sends the
 * records, in order, to the hub. It never blocks and never fails the table: a record is queued in
 * memory and the table goes on at once; the network is used in the background, one request at a
 * time; when the hub cannot be reached the table keeps playing and the shipper catches up when it
 * comes back (retrying with a growing pause). A table that crashes and restarts gives the shipper
 * the records of its journal; the shipper asks the hub where it stands (`GET /api/tables/R/T`) and
 * resumes from there.
 *
 * Use: `new TableShipper(link, {records})` with the journal's records (none for a new match), then
 * journal through `new ShippingSink(writer, shipper)` — the session's sink — so each record
 * acknowledged on disk is pushed to the shipper.
 */
import { Agent, request } from 'node:http';
import type { JournalInput, JournalRecord } from '../../shared/session/journal-records.js';
import type { JournalSink } from '../../shared/session/table-session.js';
import { MAX_BATCH, type JoinReply, type ShipReply, type WhereReply } from '../../shared/hub/protocol.js';
import { isHubErrorCode, type HubError } from '../../shared/hub/errors.js';
import { chainBefore, EMPTY_CHAIN } from '../../shared/hub/chain.js';
import type { ErrorCode, Result } from '../../shared/types.js';
import type { FlaggedCorrection } from '../../shared/session/correction-fields.js';

/** What a table needs to ship: the hub's address and its place and token. */
export interface HubLink {
  /** The hub's base URL, `http://host:port`. */
  url: string;
  round: number;
  table: number;
  token: string;
}

/** The shipper's state, as a table's screen would show it. */
export interface ShipperStatus {
  /**
   * `syncing`: records wait or are on their way; `synced`: the hub holds every record; `offline`:
   * the hub cannot be reached (retrying); `refused`: the hub refuses this table's records (a wrong
   * token, a conflict): shipping stopped, the table plays on.
   */
  state: 'syncing' | 'synced' | 'offline' | 'refused';
  /** Records the hub holds, as last heard (−1 before it was asked). */
  have: number;
  /** Records journaled locally. */
  local: number;
  /** The last refusal or network error, in English (the hub's or the system's words). */
  error: string | null;
  /** Its code (`hub/bad-token`, `hub/unreachable`…): a screen says its sentence in its language. */
  code: ErrorCode | null;
  /**
   * What the refusal is about, for its sentence (`EngineError.params`): on `hub/conflict`, `say`
   * `behind` (this table's journal is a prefix of the hub's, shorter: `have`, `local`, `lost`),
   * `differs` (`action`, `deal`, `have`, `local`), `two-computers`, `two-matches` (the hub's).
   */
  params?: Readonly<Record<string, string | number>>;
  /**
   * The correction records the hub took in but flagged (`ShipReply.flagged`: a `who` or `when` that
   * does not check, kept as written and shown to the organizer), by seq, each once, since this
   * shipper started: the table's user is told which correction the organizer will look at.
   */
  flagged: FlaggedCorrection[];
}

/** Why the shipper is offline or refused: a code, the detail, and what it is about (`params`). */
type Why = { code: ErrorCode; message: string; params?: Readonly<Record<string, string | number>> };

/** Options of a shipper. */
export interface ShipperOptions {
  /** The records already in the local journal (a restart), in order from seq 0. */
  records?: readonly JournalRecord[];
  /** Most records per request (default and at most {@link MAX_BATCH}). */
  maxBatch?: number;
  /** First pause after a failure, ms (default 200), doubled up to `maxRetryMs`. */
  retryMs?: number;
  /** Longest pause between tries, ms (default 5 000). */
  maxRetryMs?: number;
  /** Time allowed for one request, ms (default 5 000). */
  timeoutMs?: number;
  /** Told of every change of state. */
  onStatus?: (s: ShipperStatus) => void;
}

interface Answer {
  status: number;
  body: unknown;
}

/** One HTTP request with a JSON body and answer; rejects on network errors and timeouts. */
function call(agent: Agent, url: string, method: 'GET' | 'POST', body: unknown, timeoutMs: number): Promise<Answer> {
  return new Promise((ok, fail) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body), 'utf8');
    const req = request(url, {
      method, agent,
      headers: data ? { 'Content-Type': 'application/json', 'Content-Length': String(data.length) } : {},
      timeout: timeoutMs,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          parsed = null;
        }
        ok({ status: res.statusCode ?? 0, body: parsed });
      });
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', fail);
    req.end(data);
  });
}

const errOf = (b: unknown): HubError | null => {
  const e = (b as { error?: HubError } | null)?.error;
  return e && isHubErrorCode(e.code) && typeof e.message === 'string' ? e : null;
};

/** An answer that is not a hub's refusal (no error of its own): its HTTP status. */
const httpWhy = (status: number): Why => ({ code: 'hub/bad-answer', message: `HTTP ${status}` });

/** Joins a hub with a table's code: the pairing, the rules and the token. */
export async function joinHub(url: string, code: string, timeoutMs = 5_000): Promise<Result<JoinReply>> {
  const agent = new Agent({ keepAlive: false });
  try {
    const a = await call(agent, `${url}/api/join`, 'POST', { code }, timeoutMs);
    if (a.status === 200) return { ok: true, value: a.body as JoinReply };
    // not a hub's refusal: something else answers at that address
    return { ok: false, error: errOf(a.body) ?? { code: 'hub/bad-answer', message: `HTTP ${a.status}` } };
  } catch (e) {
    return { ok: false, error: { code: 'hub/unreachable', message: (e as Error).message } };
  } finally {
    agent.destroy();
  }
}

/** Ships a table's journal records to the hub, in order, in the background. */
export class TableShipper {
  private readonly records: JournalRecord[] = [];
  /** `chains[i]`: the fingerprint of records `0 … i−1` ({@link chain}). */
  private readonly chains: string[] = [EMPTY_CHAIN];
  private have = -1;
  private busy = false;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pause: number;
  private st: ShipperStatus;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private readonly waiters: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;
  private readonly timeoutMs: number;

  constructor(private readonly link: HubLink, private readonly opts: ShipperOptions = {}) {
    this.maxBatch = Math.max(1, Math.min(MAX_BATCH, opts.maxBatch ?? MAX_BATCH));
    this.retryMs = opts.retryMs ?? 200;
    this.maxRetryMs = opts.maxRetryMs ?? 5_000;
    this.timeoutMs = opts.timeoutMs ?? 5_000;
    this.pause = this.retryMs;
    for (const r of opts.records ?? []) if (r.seq === this.records.length) this.records.push(r);
    this.st = { state: 'syncing', have: -1, local: this.records.length, error: null, code: null, flagged: [] };
    this.kick();
  }

  /** The current state. */
  get status(): ShipperStatus {
    return { ...this.st, flagged: this.st.flagged.slice() };
  }

  /**
   * A record just made durable in the local journal. Returns at once (never throws): the record is
   * sent in the background. Records must come in seq order; one already known is ignored.
   */
  push(record: JournalRecord): void {
    try {
      if (this.stopped || record.seq !== this.records.length) return;
      this.records.push(record);
      this.st.local = this.records.length;
      this.kick();
    } catch {
      // never fail the table
    }
  }

  /** Resolves once the hub holds every local record (true), or after `timeoutMs` (false). */
  whenSynced(timeoutMs = 30_000): Promise<boolean> {
    if (this.have === this.records.length) return Promise.resolve(true);
    return new Promise((ok) => {
      const t = setTimeout(() => ok(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(t);
        ok(true);
      });
    });
  }

  /** Stops shipping (closes the connection). What was not sent stays in the local journal. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.agent.destroy();
  }

  private set(state: ShipperStatus['state'], why: Why | null, flaggedNow = false): void {
    const error = why?.message ?? null;
    const code = why?.code ?? null;
    const changed = flaggedNow || state !== this.st.state || error !== this.st.error || code !== this.st.code;
    this.st = { state, have: this.have, local: this.records.length, error, code, flagged: this.st.flagged };
    if (why?.params) this.st.params = why.params;
    if (changed) {
      try {
        this.opts.onStatus?.({ ...this.st, flagged: this.st.flagged.slice() });
      } catch {
        // a listener's error is not the table's
      }
    }
    if (state === 'synced') for (const w of this.waiters.splice(0)) w();
  }

  /** Starts a round of sending unless one is under way or waiting for its retry. */
  private kick(): void {
    if (this.busy || this.stopped || this.timer || this.st.state === 'refused') return;
    this.busy = true;
    void this.pump().finally(() => {
      this.busy = false;
      // a record pushed while the last answer was being read
      if (this.have >= 0 && this.have < this.records.length) this.kick();
    });
  }

  private async pump(): Promise<void> {
    const base = this.link.url;
    try {
      while (!this.stopped) {
        if (this.have < 0) {
          const a = await call(this.agent, `${base}/api/tables/${this.link.round}/${this.link.table}`, 'GET', undefined, this.timeoutMs);
          const w = a.body as WhereReply | null;
          if (a.status >= 500 || a.status === 429) return this.retry(errOf(a.body) ?? httpWhy(a.status));
          if (a.status !== 200 || typeof w?.have !== 'number') return this.refuse(errOf(a.body) ?? httpWhy(a.status));
          // another computer's match at this table (two machines joined it with its code): never mixed with this one
          const mine = this.records[0]?.t === 'setup' ? this.records[0].id : null;
          if (typeof w.matchId === 'string' && mine !== null && w.matchId !== mine) {
            return this.refuse({ code: 'hub/already-held', message: `the hub holds match ${w.matchId} for table ${this.link.table} of round ${this.link.round}, not this table's match ${mine}: another computer ships this table's match` });
          }
          this.have = w.have;
          if (this.have > this.records.length) return this.refuse(await this.behind(w.have));
        }
        if (this.have >= this.records.length) {
          this.pause = this.retryMs;
          this.set('synced', null);
          return;
        }
        this.set('syncing', null);
        const seq = this.have;
        const batch = this.records.slice(seq, seq + this.maxBatch);
        // the fingerprint of the records before, as this table holds them: the hub refuses another computer's journal of this match
        const a = await call(this.agent, `${base}/api/records`, 'POST', { round: this.link.round, table: this.link.table, token: this.link.token, seq, records: batch, chain: this.chain(seq) }, this.timeoutMs);
        if (a.status === 200) {
          const r = a.body as ShipReply;
          this.have = Math.max(this.have, r.have);
          this.pause = this.retryMs;
          if (this.noteFlagged(r.flagged)) this.set('syncing', null, true);
          continue;
        }
        const e = errOf(a.body);
        if (e?.code === 'hub/gap' && typeof e.have === 'number' && e.have <= this.records.length) {
          this.have = e.have; // the hub holds fewer: send from where it stands
          continue;
        }
        if (e?.code === 'hub/write-failed' || a.status >= 500 || a.status === 429) return this.retry(e ?? httpWhy(a.status));
        return this.refuse(e ? { code: e.code, message: `${e.code}: ${e.message}`, ...(e.params ? { params: { ...e.params, local: this.records.length } } : {}) } : httpWhy(a.status));
      }
    } catch (err) {
      return this.retry({ code: 'hub/unreachable', message: (err as Error).message });
    }
  }

  /**
   * The hub holds more records of this match than this table's journal (`have` > local: the table's
   * journal lost its last lines in a crash and was repaired, and the table resumed). This table's
   * records are sent again from 0 (the hub answers those it holds as duplicates, never appending):
   * when every one is the hub's, the table's journal is a prefix of the hub's — the hub keeps its
   * records (every one was acknowledged: none is lost) and this table is told how many it lacks and
   * what to do (`say: 'behind'`); else the hub's refusal names the record and the deal that differ.
   * Shipping stops either way: what this table plays from here on would not follow the hub's records.
   */
  private async behind(have: number): Promise<Why> {
    const local = this.records.length;
    for (let seq = 0; seq < local; seq += this.maxBatch) {
      const batch = this.records.slice(seq, seq + this.maxBatch);
      const a = await call(this.agent, `${this.link.url}/api/records`, 'POST', { round: this.link.round, table: this.link.table, token: this.link.token, seq, records: batch, chain: this.chain(seq) }, this.timeoutMs);
      if (a.status === 200) continue;
      const e = errOf(a.body);
      if (e) return { code: e.code, message: `${e.code}: ${e.message}`, ...(e.params ? { params: { ...e.params, local } } : {}) };
      return httpWhy(a.status);
    }
    return {
      code: 'hub/conflict',
      message: `the hub holds ${have} records of this match, this table ${local}: its journal is the start of the hub's, the last ${have - local} lost here; the hub keeps them, and takes nothing more from this table`,
      params: { say: 'behind', round: this.link.round, table: this.link.table, have, local, lost: have - local },
    };
  }

  /** The fingerprint of this table's records `0 … seq−1` (`chainBefore`), kept as records come. */
  private chain(seq: number): string {
    return chainBefore(this.chains, this.records, seq);
  }

  /** Keeps the corrections a reply flags (checked: an answer is not trusted blindly), each seq once. @returns whether one is new. */
  private noteFlagged(list: unknown): boolean {
    if (!Array.isArray(list)) return false;
    let added = false;
    for (const f of list as Partial<FlaggedCorrection>[]) {
      if (!f || !Number.isInteger(f.seq) || (f.path !== 'who' && f.path !== 'when') || (f.code !== 'judge/bad-who' && f.code !== 'judge/bad-when')) continue;
      if (this.st.flagged.some((x) => x.seq === f.seq)) continue;
      this.st.flagged.push({ seq: f.seq!, path: f.path, code: f.code, message: typeof f.message === 'string' ? f.message : '' });
      added = true;
    }
    return added;
  }

  private retry(why: Why): void {
    if (this.stopped) return;
    this.set('offline', why);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.have = -1; // ask again where the hub stands: a request may have landed before the cut
      this.kick();
    }, this.pause);
    this.pause = Math.min(this.maxRetryMs, this.pause * 2);
  }

  private refuse(why: Why): void {
    this.set('refused', why);
  }
}

/**
 * The session's journal sink at a table that ships to a hub: appends to the local journal first
 * (durable, as always; a failure is the table's, thrown as before), then hands the record to the
 * shipper, which never throws.
 */
export class ShippingSink implements JournalSink {
  constructor(private readonly inner: { append(record: JournalInput): number }, private readonly shipper: TableShipper) {}

  append(record: JournalInput): void {
    const seq = this.inner.append(record);
    this.shipper.push({ seq, ...record } as JournalRecord);
  }
}
