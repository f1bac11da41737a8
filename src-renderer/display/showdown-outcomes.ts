/**
 * What the room display shows while the hands are typed at the showdown: each betting phase's
 * outcome (paso, iduki 4, tira de B (1), hordago kanta, non joué…), as the control window's « La
 * donne » says it (`phaseOutcome`). The phase panel read « Abattage » over an empty box, and the room
 * could not tell what the hands were about to decide (a hordago seen: the manche).
 */
import { BET_PHASES, type BetPhase, type DealState } from '../../shared/index.js';
import { phaseOutcome } from '../app/texts.js';
import type { T } from '../i18n/index.js';

/** One phase's line: the phase and its outcome in the room's language. */
export interface PhaseOutcomeLine {
  phase: BetPhase;
  text: string;
}

/** The betting phases reached in the deal, in order, each with its outcome (none before its turn). */
export function showdownOutcomes(s: DealState, t: T): PhaseOutcomeLine[] {
  return BET_PHASES.map((phase) => ({ phase, text: phaseOutcome(s, phase, t) })).filter((l) => l.text !== '');
}
