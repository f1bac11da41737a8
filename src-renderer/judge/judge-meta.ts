/**
 * The judge's header line on the match's rules: « FFMUS, manche en 30, 4 joueurs, 1 manche
 * gagnante » — the manches to win with their plural (it said « 1 manches gagnantes »).
 */
import type { T } from '../i18n/index.js';
import './texts.js';

/** The rules a judge's header names: preset, manche target (tantos), players, manches to win. */
export interface RulesLineOf {
  preset: string;
  target: number;
  players: number;
  manchesToWin: number;
}

/** The rules of the match in the judge's header, in the reader's language. */
export function rulesLine(rules: RulesLineOf, t: T): string {
  return t('judge.rules', { preset: rules.preset.toUpperCase(), target: rules.target, players: rules.players, count: rules.manchesToWin });
}
