/**
 * What the Tournoi screen says when something is refused, every word in the table's language: the
 * error code's sentence (shared/i18n/errors.ts) with the form field at fault named as the form names
 * it, never the model's English detail; and, before anything is sent, what is wrong with manche
 * scores typed by hand (FFMus arts. 1-2: a manche not finished, one after the match was won, or the
 * manches still missing for a match of `manchesToWin` won).
 */
import type { EngineError, RuleOptions } from '../../shared/types.js';
import type { Lang } from '../../shared/i18n/index.js';
import { parseManches } from '../../shared/tournament/results.js';
import { readManches } from '../../shared/tournament/manches.js';
import { errorText } from '../app/texts.js';
import type { T } from '../i18n/index.js';

/** The form label (a `tournament.*` key) of the last field of an error's JSON path. */
const FIELDS: Readonly<Record<string, string>> = {
  team: 'tournament.team',
  players: 'tournament.players',
  club: 'tournament.club',
  who: 'tournament.who',
  why: 'tournament.why',
  name: 'tournament.name',
  date: 'tournament.date',
  rounds: 'tournament.rounds',
  system: 'tournament.system',
  manches: 'tournament.manches',
};

/** The form field an error's path points at (`events[3].pair.team` → "Équipe"), or null. */
export function refusedField(path: string | undefined, t: T): string | null {
  const last = /(?:^|\.)([A-Za-z]+)(?:\[\d+\])*$/.exec(path ?? '')?.[1];
  const key = last ? FIELDS[last] : undefined;
  return key ? t(key) : null;
}

/**
 * A refusal as the screen shows it: « Refusé : <the code's sentence> (<rule>) — champ « Équipe » »;
 * an error carrying the names it is about (`params`) says its sentence naming them.
 * In `lang` only: the model's English `message` is never shown (it stays in the file's checks and
 * the command line).
 */
export function refusalText(e: Pick<EngineError, 'code' | 'rule' | 'path' | 'params'>, lang: Lang, t: T): string {
  const field = refusedField(e.path, t);
  const text = errorText({ code: e.code, rule: e.rule, params: e.params }, lang) + (field ? ` — ${t('tournament.field', { field })}` : '');
  return t('tournament.error', { text });
}

/**
 * What is wrong with manche scores typed in the result form (side A first), in the screen's
 * language, or null when they make a finished match under `rules`.
 * @param names the two teams as the form shows them, side A first.
 */
export function manchesProblem(typed: string, rules: Pick<RuleOptions, 'target' | 'manchesToWin'>, names: { A: string; B: string }, t: T): string | null {
  const manches = parseManches(typed);
  if (!manches) return t('tournament.manchesBad');
  const r = readManches(manches, rules);
  switch (r.kind) {
    case 'won':
      return null;
    case 'unfinished-manche':
      return t('tournament.manchesUnfinished', { n: r.index + 1, score: `${r.score.A}-${r.score.B}`, target: rules.target });
    case 'after-win':
      return t('tournament.manchesAfterWin', { n: r.index + 1, win: rules.manchesToWin, extra: manches.length - r.index });
    case 'short':
      return t('tournament.manchesShort', {
        win: rules.manchesToWin, count: Math.min(r.needs.A, r.needs.B),
        a: names.A, wa: r.won.A, na: r.needs.A, b: names.B, wb: r.won.B, nb: r.needs.B,
      });
  }
}
