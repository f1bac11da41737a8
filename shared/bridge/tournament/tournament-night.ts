/**
 * What both sides of the tournament bridge do with the night's file, in one place (main's
 * `tournament-ipc.ts` and the browser's `web-tournament.ts`): create it from checked settings, and
 * append one event after the model has checked it against the whole log. Pure: the callers store
 * the file (atomically in main, in localStorage in a browser).
 */
import type { Result } from '../../types.js';
import { applyEvent, createTournament, foldFile, toFile } from '../../tournament/reducer.js';
import { terr } from '../../tournament/errors.js';
import type { Tournament, TournamentEvent, TournamentFile, TournamentSettings } from '../../tournament/types.js';

/** A new night's file (no pair, no round), or the model's refusal of the settings. */
export function createNight(settings: TournamentSettings): Result<TournamentFile> {
  const c = createTournament(settings);
  return c.ok ? { ok: true, value: toFile(c.value) } : c;
}

/** The night folded (every event checked again, every embedded match replayed). */
export function foldNight(file: TournamentFile): Result<Tournament> {
  return foldFile(file);
}

/**
 * The file with `event` appended, or the refusal (`tournament/…`, the file unchanged). Without a
 * night: `tournament/bad-event` ("create one first").
 */
export function applyToNight(file: TournamentFile | null, event: TournamentEvent): Result<TournamentFile> {
  if (!file) return { ok: false, error: terr('tournament/bad-event', 'no tournament in progress: create one first', undefined, undefined, { say: 'none' }) };
  const f = foldFile(file);
  if (!f.ok) return f;
  const r = applyEvent(f.value, event, `events[${file.events.length}]`);
  return r.ok ? { ok: true, value: toFile(r.value) } : { ok: false, error: r.error };
}
