/**
 * What the director can do to a registered pair on the Tournoi screen, and the event each action
 * sends (issue 25 §5): withdraw it, take a withdrawal back (`reinstate`), or take out a pair added
 * by mistake (`remove-pair`), each with who and why (shared/tournament/types.ts `Attribution`).
 * The model decides (shared/tournament/reducer.ts); the screen offers what can make sense and says
 * the model's refusal in the table's language before anything is sent.
 */
import type { Lang } from '../../shared/i18n/index.js';
import { applyEvent, pairById } from '../../shared/tournament/reducer.js';
import type { Pair, PairId, Tournament, TournamentEvent } from '../../shared/tournament/types.js';
import type { T } from '../i18n/index.js';
import { refusalText } from './refusal.js';

/** An action on one pair: `withdraw` it, `reinstate` it (its withdrawal taken back), `remove` it (added by mistake). */
export type PairAction = 'withdraw' | 'reinstate' | 'remove';

/** A withdrawn pair's status as the screen says it: « retirée après le tour 2 », or « retirée avant le premier tour » when it left before round 1 was paired (`afterRound` 0). */
export function withdrawnText(t: T, afterRound: number): string {
  return afterRound > 0 ? t('tournament.withdrawn', { n: afterRound }) : t('tournament.withdrawnBefore');
}

/** Whether a pair was ever paired in a round (at a table or with a bye). */
export function wasPaired(tn: Tournament, id: PairId): boolean {
  return tn.rounds.some((r) => r.byes.includes(id) || r.tables.some((x) => x.A === id || x.B === id));
}

/**
 * The actions the screen offers on `pair`, in the order its buttons show: `withdraw` while it
 * plays; `reinstate` once it has withdrawn (even when a round was paired since: the model then
 * refuses and the screen says why, `tournament/too-late`); `remove` while it was never paired
 * (after that, withdrawing is the correction: its results stay).
 */
export function pairActions(tn: Tournament, pair: Pair): PairAction[] {
  const out: PairAction[] = [pair.withdrawn ? 'reinstate' : 'withdraw'];
  if (!wasPaired(tn, pair.id)) out.push('remove');
  return out;
}

/** The event an action sends for `pair`, with who and why trimmed (the model refuses them empty). */
export function correctionEvent(action: PairAction, pair: PairId, who: string, why: string): TournamentEvent {
  const by = { who: who.trim(), why: why.trim() };
  switch (action) {
    case 'withdraw': return { type: 'withdraw', pair, ...by };
    case 'reinstate': return { type: 'reinstate', pair, ...by };
    case 'remove': return { type: 'remove-pair', pair, ...by };
  }
}

/**
 * Why the model refuses `event` on the night as the screen holds it, as the screen says it (in
 * `lang` only, the form field at fault named: refusal.ts), or null when it is accepted. A
 * reinstatement after a round was paired (`tournament/too-late`) says which round and which pair:
 * « Refusé : Trop tard : le tour 2 a été apparié sans Lasa / Irigoien depuis son retrait… » (the
 * code's own sentence advises withdrawing the pair, which a withdrawn pair cannot).
 */
export function correctionProblem(tn: Tournament, event: TournamentEvent, lang: Lang, t: T): string | null {
  const r = applyEvent(tn, event);
  if (r.ok) return null;
  const pair = event.type === 'reinstate' ? pairById(tn, event.pair) : undefined;
  if (r.error.code === 'tournament/too-late' && pair?.withdrawn) {
    return t('tournament.error', { text: t('tournament.reinstateTooLate', { team: pair.team, next: pair.withdrawn.afterRound + 1 }) });
  }
  return refusalText(r.error, lang, t);
}
