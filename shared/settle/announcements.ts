/**
 * Announcement errors at pares and juego, found by comparing the ba/ez declarations with the hands
 * shown (FFMus règlement arts. 13-16; Memo Mus ch. VI). Every case the articles write is settled as
 * written; the cases they leave out are settled as documented in `docs/announcement-errors.md`.
 *
 * Where the penalties fall in the count: the tira points an error gives are tira points, drawn when
 * the hands are shown, before the count (Memo Mus ch. IX counts tira first); the points of the voided
 * dialogue are given back at the same moment; base values and the punto point are counted at their
 * phase's place (Memo Mus ch. IX: "la valeur de base du Point ne sera créditée qu'en tout dernier").
 */
import type { AnnouncementError, BetPhase, Reason, Seat, Team } from '../types.js';
import type { EvalHand } from '../cards/evaluate.js';
import { baseValue, hasJuego, hasPares, tablesFor } from '../cards/evaluate.js';
import { otherTeam, teamOf } from '../rules/presets.js';
import type { DealState } from '../deal/state.js';
import type { CreditDraft } from './ledger.js';

/** What the errors change in the count. */
export interface ErrorPlan {
  errors: AnnouncementError[];
  /** Phases whose bets are voided: their dialogue points are given back and their normal count skipped. */
  voided: Set<BetPhase>;
  /** Penalty tira points, drawn when the hands are shown. */
  start: CreditDraft[];
  /** Credits counted at a phase's place, after (or instead of, when voided) its normal count. */
  awards: Map<BetPhase, CreditDraft[]>;
  /** Hands that count at pares/juego: held and declared (a denied hand counts for nothing, FFMus art. 14). */
  valid: { pares: boolean[]; juego: boolean[] };
}

/**
 * Finds and settles the announcement errors of a deal.
 * @param hands evaluated hands by seat (null for seats out of the deal).
 */
export function planErrors(s: DealState, hands: readonly (EvalHand | null)[]): ErrorPlan {
  const t = tablesFor(s.rules);
  const n = s.rules.players;
  const plan: ErrorPlan = {
    errors: [], voided: new Set(), start: [], awards: new Map(),
    valid: { pares: new Array(n).fill(false), juego: new Array(n).fill(false) },
  };
  const seen = new Set<string>();
  const activeSeats = s.order.filter((x) => !s.out.includes(x) && hands[x]);
  const actual = {
    pares: (x: Seat) => hasPares(hands[x]!, t),
    juego: (x: Seat) => hasJuego(hands[x]!, t),
  };
  for (const phase of ['pares', 'juego'] as const) {
    for (const x of activeSeats) plan.valid[phase][x] = actual[phase](x) && s.declared[phase][x] === true;
  }
  const award = (phase: BetPhase, d: CreditDraft) => {
    const list = plan.awards.get(phase) ?? [];
    list.push(d);
    plan.awards.set(phase, list);
  };
  const baseAward = (phase: 'pares' | 'juego', team: Team, rule: string) => {
    for (const x of activeSeats) {
      if (teamOf(x) !== team || !plan.valid[phase][x]) continue;
      const v = baseValue(phase, hands[x]!, t);
      if (v > 0) award(phase, { team, points: v, phase, when: 'showdown', kind: 'penalty', seat: x, rule, why: { key: `base.${phase}`, params: { seat: x, value: v } } });
    }
  };
  const tira = (phase: BetPhase, team: Team, rule: string, seat: Seat) => {
    plan.start.push({ team, points: 1, phase, when: 'showdown', kind: 'penalty', seat, rule, why: { key: 'penalty.tira', params: { phase, seat } } });
  };
  const puntoPoint = (team: Team, rule: string, seat: Seat) => {
    award('punto', { team, points: 1, phase: 'punto', when: 'showdown', kind: 'penalty', seat, rule, why: { key: 'penalty.punto', params: { seat } } });
  };
  const note = (phase: 'pares' | 'juego', seat: Seat, kind: AnnouncementError['kind'], rule: string, effect: Reason) => {
    plan.errors.push({ phase, seat, team: teamOf(seat), kind, rule, effect });
  };

  for (const phase of ['pares', 'juego'] as const) {
    for (const x of activeSeats) {
      const declared = s.declared[phase][x];
      if (declared === null) continue; // the phase was never reached (a hordago ended the deal)
      const has = actual[phase](x);
      if (declared === has) continue;
      const team = teamOf(x);
      const opp = otherTeam(team);
      const partnerHas = activeSeats.some((y) => y !== x && teamOf(y) === team && actual[phase](y));
      const oppHas = activeSeats.some((y) => teamOf(y) === opp && actual[phase](y));
      const once = (rule: string) => {
        const k = `${phase}|${team}|${rule}`;
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      };
      if (phase === 'pares' && declared) {
        if (!partnerHas) {
          const rule = 'FFMus art. 13 a';
          note(phase, x, 'false-ba', rule, { key: 'error.13a', params: { seat: x, opp } });
          if (once(rule)) { plan.voided.add('pares'); baseAward('pares', opp, rule); }
        } else if (oppHas) {
          const rule = 'FFMus art. 13 b';
          note(phase, x, 'false-ba', rule, { key: 'error.13b', params: { seat: x, opp } });
          if (once(rule)) { plan.voided.add('pares'); tira('pares', opp, rule, x); baseAward('pares', opp, rule); }
        } else {
          note(phase, x, 'false-ba', 'FFMus art. 13 (case not written: as art. 15 b)', { key: 'error.13-unwritten', params: { seat: x } });
        }
      } else if (phase === 'pares') {
        if (!partnerHas && oppHas) {
          const rule = 'FFMus art. 14';
          note(phase, x, 'denied', rule, { key: 'error.14-tira', params: { seat: x, opp } });
          if (once(rule)) tira('pares', opp, rule, x);
        } else {
          note(phase, x, 'denied', 'FFMus art. 14', { key: 'error.14', params: { seat: x } });
        }
      } else if (declared) {
        if (!partnerHas && !oppHas) {
          const rule = 'FFMus art. 15 a';
          note(phase, x, 'false-ba', rule, { key: 'error.15a', params: { seat: x, opp } });
          if (once(rule)) { plan.voided.add('juego'); tira('punto', opp, rule, x); puntoPoint(opp, rule, x); }
        } else if (partnerHas && !oppHas) {
          note(phase, x, 'false-ba', 'FFMus art. 15 b', { key: 'error.15b', params: { seat: x } });
        } else if (!partnerHas) {
          const rule = 'FFMus art. 15 c';
          note(phase, x, 'false-ba', rule, { key: 'error.15c', params: { seat: x, opp } });
          if (once(rule)) { plan.voided.add('juego'); baseAward('juego', opp, rule); }
        } else {
          const rule = 'FFMus art. 15 d';
          note(phase, x, 'false-ba', rule, { key: 'error.15d', params: { seat: x, opp } });
          if (once(rule)) { plan.voided.add('juego'); tira('juego', opp, rule, x); baseAward('juego', opp, rule); }
        }
      } else {
        if (!partnerHas && !oppHas) {
          const rule = 'FFMus art. 16 a';
          note(phase, x, 'denied', rule, { key: 'error.16a', params: { seat: x, opp } });
          if (once(rule)) { plan.voided.add('punto'); tira('punto', opp, rule, x); puntoPoint(opp, rule, x); }
        } else if (partnerHas && !oppHas) {
          note(phase, x, 'denied', 'FFMus art. 16 b', { key: 'error.16b', params: { seat: x } });
        } else if (!partnerHas) {
          const rule = 'FFMus art. 16 c';
          note(phase, x, 'denied', rule, { key: 'error.16c', params: { seat: x, opp } });
          if (once(rule)) tira('juego', opp, rule, x);
        } else {
          note(phase, x, 'denied', 'FFMus art. 16 (case not written: as art. 14)', { key: 'error.16-unwritten', params: { seat: x } });
        }
      }
    }
  }
  return plan;
}
