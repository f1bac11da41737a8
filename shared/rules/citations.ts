/**
 * The rule a ledger credit cites, by the record's preset: under `ffmus` the règlement's article (as
 * before: FFMus art. 17, art. 10, *Le dialogue*); under `pagat` the section of Pagat's *Mus*
 * (J. McLeod) that gives the credit, named by its heading as the text writes it. Credits Pagat says
 * nothing about (announcement errors, misdeals) keep their FFMus article: see docs/rules.md
 * « Citations under the pagat preset ».
 */
import type { BetPhase, RuleOptions } from '../types.js';

/** Pagat « The Betting »: bets, raises, folds (« no quiero ») and the órdago, seen or refused. */
export const PAGAT_BETTING = 'Pagat « The Betting »';

/**
 * Pagat « Betting on the Pares and the Juego »: the declarations, and no betting where one partnership
 * (or nobody) said yes (« If both players of one partnership say "no" … there is no betting »).
 */
export const PAGAT_PARES_JUEGO = 'Pagat « Betting on the Pares and the Juego »';

/** The Pagat section that scores each phase at the showdown (its stake, its passed point, its base values). */
const PAGAT_SCORING: Readonly<Record<BetPhase, string>> = Object.freeze({
  grande: 'Pagat « Scoring the Grande and the Chica »',
  chica: 'Pagat « Scoring the Grande and the Chica »',
  pares: 'Pagat « Scoring the Pares »',
  juego: 'Pagat « Scoring the Juego or Punto »',
  punto: 'Pagat « Scoring the Juego or Punto »',
});

/** The FFMus article of the count (« On compte alors le Grand, puis le Petit, … »). */
const FFMUS_COUNT = 'FFMus art. 17';

/**
 * The rule of a credit drawn in the betting (a tira, a refused hordago) or of a hordago seen:
 * `ffmus` (the article given, e.g. "FFMus art. 17", "FFMus Le dialogue", "FFMus art. 10"), `pagat`
 * « The Betting » (« If one side folds, the other side immediately takes the number of stones
 * previously staked »; the Órdago paragraphs are part of that section).
 */
export function bettingRule(rules: Pick<RuleOptions, 'preset'>, ffmus: string): string {
  return rules.preset === 'pagat' ? PAGAT_BETTING : ffmus;
}

/**
 * The rule of a credit counted at the showdown for `phase` (a stake seen, a point passed, the base
 * values of pares and juego, the punto point): `ffmus` FFMus art. 17; `pagat` « Scoring the Grande
 * and the Chica », « Scoring the Pares » or « Scoring the Juego or Punto ».
 */
export function scoringRule(rules: Pick<RuleOptions, 'preset'>, phase: BetPhase): string {
  return rules.preset === 'pagat' ? PAGAT_SCORING[phase] : FFMUS_COUNT;
}
