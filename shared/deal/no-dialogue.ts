/**
 * A word of the dialogue said at a phase that has no dialogue: pares or juego where only one team
 * said ba (counted without bets) or nobody did, and the punto after a juego was declared. The table
 * has gone on; the refusal names the rule that closed the phase, not the order of the phases.
 *
 * Sources: Memo Mus ch. III-3 / III-4 (« Ceux qui ont des Paires, s'ils ne sont bien sûr pas de la
 * même équipe, DIALOGUENT »), ch. III-5 (the punto « n'est abordée que si aucun des 4 joueurs n'a de
 * Jeu »), ch. V (« acquises d'office par l'équipe possédante si les adversaires n'en possèdent pas (il
 * n'y a pas de dialogue) »); Pagat « Betting on the Pares and the Juego » (« If both players of one
 * partnership say "no" … there is no betting »).
 */
import type { EngineError, Team } from '../types.js';
import { teamOf } from '../rules/presets.js';
import { PAGAT_PARES_JUEGO } from '../rules/citations.js';
import type { Said } from './validate-action.js';
import { dialogueOf, type DealState } from './state.js';
import { err } from './refusal.js';

/**
 * The refusal of a dialogue word (pass, bet, raise, hordago, see, fold) at pares, juego or punto when
 * that phase was closed without a dialogue (`none`: one team said ba; `skipped`: nobody did, or the
 * punto after a declared juego), or null when the phase is not such a phase. The code is the one the
 * table's stage gives (`action/wrong-phase` at the path's `phase`, `action/dialogue-over` once the
 * hands are shown); the rule is Memo Mus ch. V (one team holds) or ch. III (nobody holds; the punto),
 * under `pagat` Pagat « Betting on the Pares and the Juego ».
 */
export function noDialogue(s: DealState, a: Said, path: string): EngineError | null {
  if (a.act === 'declare' || a.act === 'mus' || a.act === 'cut' || a.act === 'discard' || a.act === 'misdeal') return null;
  if (a.phase !== 'pares' && a.phase !== 'juego' && a.phase !== 'punto') return null;
  const d = dialogueOf(s.dialogues, a.phase);
  if (!d || (d.result !== 'none' && d.result !== 'skipped')) return null;
  const over = s.stage === 'showdown';
  const code = over ? 'action/dialogue-over' : 'action/wrong-phase';
  const at = over ? path : `${path}.phase`;
  const pagat = s.rules.preset === 'pagat';
  if (a.phase === 'punto') {
    return err(code, at, 'there is no punto in this deal: a juego was declared, and the punto is played only when nobody has juego', pagat ? PAGAT_PARES_JUEGO : 'Memo Mus ch. III');
  }
  if (d.result === 'skipped') {
    return err(code, at, `there is no dialogue at ${a.phase}: nobody said ba`, pagat ? PAGAT_PARES_JUEGO : 'Memo Mus ch. III');
  }
  const team = holderTeam(s, a.phase);
  return err(code, at, `there is no dialogue at ${a.phase}: of the players in the deal, only team ${team} said ba, and its ${a.phase} is counted without bets`, pagat ? PAGAT_PARES_JUEGO : 'Memo Mus ch. V');
}

/** The team of the seats in the deal that said ba at `phase` (one team only: the phase closed as `none`). */
function holderTeam(s: DealState, phase: 'pares' | 'juego'): Team {
  const decl = s.declared[phase];
  for (let x = 0; x < decl.length; x++) {
    if (decl[x] === true && !s.out.includes(x)) return teamOf(x);
  }
  return 'A';
}
