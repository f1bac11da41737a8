/**
 * The headline of the room display's phase panel: which phase the table is in, as a bar reads it
 * across the room. While the players discard after a mus, the phase is still `mus` but no one says
 * mus: the headline says the discard (« Descarte », « Deskartea », « Écart », « Discard »), or the
 * room read « Mus ▶ Ane » under six « Mus » and waited for a seventh.
 */
import type { Turn } from '../../shared/index.js';
import type { T } from '../i18n/index.js';

/** The phase panel's headline: `key` its `data-phase` (`mus` … `punto`, `showdown`, `over`), `text` the words shown. */
export interface PhaseHeadline {
  key: string;
  text: string;
}

/**
 * @param turn who speaks now (null: no deal in play)
 * @param t the display's texts (`phase.*`, `act.discard`)
 */
export function phaseHeadline(turn: Turn | null, t: T): PhaseHeadline {
  const key = !turn ? 'over' : turn.prompt === 'showdown' ? 'showdown' : turn.phase ?? 'over';
  return { key, text: turn?.prompt === 'discard' ? t('act.discard') : t(`phase.${key}`) };
}
