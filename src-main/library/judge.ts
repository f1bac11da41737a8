/**
 * The judge's view of a match (issue #5) on the Node side: a journal file turned into a
 * {@link JudgeMatch} by the shared reading (`shared/library/judge-view.ts`, the browser's too), and
 * a recorded correction applied to a match of the library (opened to write, corrected through
 * {@link TableSession.correct}, closed). No Electron import: `library-ipc.ts` wraps it.
 * The correction record and the flow are described in docs/storage.md, "Judge's corrections".
 */
import type { CorrectionInfo, CorrectionRequest, JudgeMatch } from '../../shared/bridge/library/library-contract.js';
import type { Result } from '../../shared/types.js';
import { messageOf } from '../journal/errors.js';
import { acquireLock } from '../journal/lock.js';
import type { OpenedJournal } from '../journal/open-journal.js';
import type { JournalNotice } from '../../shared/library/journal-notice.js';
import { correctionsOf as correctionsIn, judgeViewOf, liveJudgeView } from '../../shared/library/judge-view.js';
import type { TableSession } from '../../shared/session/table-session.js';
import type { MatchLibrary } from './library.js';

/** The corrections a journal records, in order (one {@link CorrectionInfo} per `correction` record). */
export function correctionsOf(o: Pick<OpenedJournal, 'parsed'>): CorrectionInfo[] {
  return correctionsIn(o.parsed.records);
}

/** The problems and warnings of an opened journal as the judge's view shows them. */
function warningsOf(o: OpenedJournal): string[] {
  return [...o.warnings, ...o.problems.map((p) => `${p.code}: ${p.message}`)];
}

/** The same, one for one, as codes and parameters (the line of a problem, the numbers of its message): the screen words them. */
function noticesOf(o: Pick<OpenedJournal, 'notices' | 'problems'>): JournalNotice[] {
  return [...o.notices, ...o.problems.map((p) => ({ code: p.code, params: { ...(p.line !== undefined ? { line: p.line } : {}), ...p.params } }))];
}

/**
 * A journal as the judge's view needs it: the setup and the effective log (the fold of its records:
 * undos, redos and corrections applied), the corrections in order, `created` (from the setup
 * record), the journal's warnings and problems. When an entry of the log no longer replays
 * (`journal/replay-failed`), the log stops before it, as the match is shown (the problem says which).
 * @param readOnly whether the match cannot be corrected (damaged, in use elsewhere); defaults to
 * `o.readOnly`.
 * @returns `journal/no-setup` (or the journal's first problem) when there is no match to show.
 */
export function judgeMatchOf(id: string, o: OpenedJournal, opts: { readOnly?: boolean; live?: boolean } = {}): Result<JudgeMatch> {
  const failed = o.session !== null && o.problems.some((p) => p.code === 'journal/replay-failed');
  const v = judgeViewOf(id, o.parsed.records, {
    replayed: failed && o.session ? o.session.match.log.length : null,
    readOnly: opts.readOnly ?? o.readOnly,
    live: opts.live ?? false,
    warnings: warningsOf(o),
    notices: noticesOf(o),
  });
  if (v) return { ok: true, value: v };
  const p = o.problems[0];
  return { ok: false, error: p ? { code: p.code, message: p.message } : { code: 'journal/no-setup', message: `match ${id} has no setup record` } };
}

/**
 * Whether another writer holds a match's journal now (`acquireLock` taken and released at once; a
 * stale lock of a stopped process is taken over and dropped).
 */
function lockedElsewhere(path: string): string | null {
  try {
    acquireLock(path).release();
    return null;
  } catch (e) {
    return messageOf(e);
  }
}

/**
 * Opens a match of the library for the judge's view (read only: no lock kept, no repair). `readOnly`
 * is true when the journal is damaged or another process writes it (the judge cannot correct it here).
 * @returns `library/bad-id`, `library/no-such-match`, `journal/…` when there is no match to show.
 */
export function openJudgeMatch(library: MatchLibrary, id: string): Result<JudgeMatch> {
  const r = library.open(id, 'read');
  if (!r.ok) return r;
  const o = r.value;
  o.close();
  const busy = o.problems.length === 0 ? lockedElsewhere(o.path) : null;
  const j = judgeMatchOf(id, o, { readOnly: o.problems.length > 0 || busy !== null, live: false });
  if (j.ok && busy) {
    j.value.warnings.push(`journal/locked: ${busy}`);
    j.value.notices?.push({ code: 'journal/locked' });
  }
  return j;
}

/**
 * The match being played as the judge's view needs it: setup and log from the live session,
 * corrections and `created` from its journal in the library when it is there (else `corrections`
 * given by the caller). Never read-only: corrections go through the session.
 */
export function liveJudgeMatch(session: TableSession, library: MatchLibrary | null, fallback: CorrectionInfo[] = []): JudgeMatch {
  const r = library?.open(session.id, 'read');
  if (!r?.ok) return liveJudgeView(session, null, fallback);
  r.value.close();
  return liveJudgeView(session, r.value.parsed.records, fallback, [...r.value.warnings], [...r.value.notices]);
}

/**
 * Applies a judge's correction to a match of the library (not the one being played: that one goes
 * through its live session): opens it to write (lock), replays and journals the correction with
 * {@link TableSession.correct} (`when` from `now`), closes it, and reads it back.
 * @returns the corrected {@link JudgeMatch}, or `library/bad-id`, `library/no-such-match`,
 * `journal/locked` (another process writes it), `journal/read-only` (damaged journal),
 * `judge/bad-from`, `judge/who-missing`, `judge/why-missing`, the engine's `action/…`, `hands/…`,
 * `match/…` errors (nothing is written), `journal/write-failed`.
 */
export function correctMatch(library: MatchLibrary, req: CorrectionRequest, now: () => Date = () => new Date()): Result<JudgeMatch> {
  const r = library.open(req.id, 'write');
  if (!r.ok) return r;
  const o = r.value;
  try {
    if (o.readOnly || !o.session) {
      const locked = o.problems.find((p) => p.code === 'journal/locked');
      if (locked) return { ok: false, error: { code: 'journal/locked', message: `match ${req.id} cannot be corrected now: ${locked.message}` } };
      const first = o.problems[0];
      return { ok: false, error: { code: 'journal/read-only', message: `match ${req.id} is read-only and cannot be corrected${first ? `: ${first.code}: ${first.message}` : ''}` } };
    }
    const c = o.session.correct(req.from, req.entries, { who: req.who, when: now().toISOString(), why: req.why }, 'judge');
    if (!c.ok) return { ok: false, error: c.error };
  } finally {
    o.close();
  }
  return openJudgeMatch(library, req.id);
}
