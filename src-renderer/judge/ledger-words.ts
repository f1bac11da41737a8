/**
 * Small words of the judge's ledgers, pure: a credit's points with their sign (a point taken back
 * by a misdeal is « -1 », never « +-1 »), and the seats out of a deal after a misdeal, named as the
 * table names them (FFMus art. 5).
 */
import type { MatchView, Seat } from '../../shared/index.js';
import type { T } from '../i18n/index.js';
import { seatName } from '../store/derive.js';
import './texts.js';

export { signedPoints } from '../i18n/signed-points.js';

/**
 * The seats out of the deal after a misdeal (FFMus art. 5: « le joueur qui a plus ou moins de quatre
 * cartes n'entrera pas dans le jeu »), named, in a sentence of the reader's language; null when
 * no seat is out.
 */
export function outLine(view: MatchView, out: readonly Seat[], t: T): string | null {
  if (out.length === 0) return null;
  return t('judge.out', { names: out.map((s) => seatName(view, s)).join(', ') });
}
