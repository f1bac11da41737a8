/**
 * The flow of a deal (as boardgame.io's `flow.ts`): moving from stage to stage, opening and closing
 * a phase's dialogue, and the end of the deal when a credit drawn during the dialogue takes the
 * target. What is said at each stage is in its own file (the map is at the top of `reducer.ts`).
 *
 * Sources: FFMus règlement arts. 9, 17; Memo Mus ch. III (the order of the phases), IX (the deal
 * ends at the target).
 */
import type { BetPhase, Credit, Reason, Seat, Team } from '../types.js';
import { count, type Tally } from '../score/ledger.js';
import { setDialogue, type DealState, type Dialogue, type Stage } from './state.js';

/** Something that happened as the result of an action, returned as data. */
export type Effect =
  | { type: 'credit'; credit: Credit }
  | { type: 'stage'; from: Stage; to: Stage }
  | { type: 'manche-won'; team: Team }
  | { type: 'out'; seat: Seat };

/**
 * The seats in the deal (not out after a misdeal, FFMus art. 5), in speaking order: the deal's order
 * itself when nobody is out (read it, do not change it).
 */
export function active(s: DealState): Seat[] {
  return s.out.length ? s.order.filter((x) => !s.out.includes(x)) : s.order;
}

/**
 * Empty lists shared by the dialogues closed without a word (`none`, `skipped`): a closed dialogue is
 * never changed again (a misdeal only touches the dialogue in progress; `cloneDeal` copies lists).
 */
const NO_SPEAKERS: Seat[] = Object.freeze([]) as unknown as Seat[];
const NO_BETS: number[] = Object.freeze([]) as unknown as number[];

/**
 * A dialogue closed without a word: `none` (one team holds), `skipped` (nobody holds, or the punto
 * after a declared juego) (Memo Mus ch. III, V).
 */
export function closedDialogue(phase: BetPhase, result: 'none' | 'skipped'): Dialogue {
  return { phase, speakers: NO_SPEAKERS, turn: 0, bets: NO_BETS, bettor: null, ordagoBy: null, biak: false, result, foldedBy: null, paid: 0, stake: 0 };
}

/**
 * The seats of a bit mask in speaking order, as a list of exactly their number (the speakers of a
 * pares or juego dialogue: the declared holders, Memo Mus ch. III).
 */
function seatsOf(order: readonly Seat[], mask: number): Seat[] {
  let n = 0;
  for (const x of order) if (mask & (1 << x)) n++;
  const out = new Array<Seat>(n);
  let k = 0;
  for (const x of order) if (mask & (1 << x)) out[k++] = x;
  return out;
}

/**
 * The speakers of pares or juego dialogues (the seats of a mask in speaking order, {@link seatsOf}),
 * by table of 4 or 6 seats, at `esku * 64 + mask`: shared lists, each made on first use. The seats
 * that hold are as random as the cards, and the processor mispredicted `seatsOf`'s branches on them;
 * a dialogue's speakers are never changed in place (see {@link openDialogue}), so one list serves
 * every deal (measured with the error plan's masks by arithmetic, `settle/announcements.ts`:
 * settleRecord ×1.02-1.03, paired in one process, both orders).
 */
const HOLDERS_4: (Seat[] | undefined)[] = new Array<Seat[] | undefined>(4 * 64).fill(undefined);
const HOLDERS_6: (Seat[] | undefined)[] = new Array<Seat[] | undefined>(6 * 64).fill(undefined);

/** The speakers of a pares or juego dialogue: the seats of `mask` in the deal's speaking order (Memo Mus ch. III). */
function holderSeats(s: DealState, mask: number): Seat[] {
  const n = s.order.length;
  const shared = n === 4 ? HOLDERS_4 : n === 6 ? HOLDERS_6 : undefined;
  // the deal's order is the speaking order from its esku (`createDeal`): the list depends on n, esku and mask only
  if (!shared || mask < 0 || mask >= 64 || !Number.isInteger(s.esku) || s.esku < 0 || s.esku >= n) return seatsOf(s.order, mask);
  const k = s.esku * 64 + mask;
  return shared[k] ?? (shared[k] = seatsOf(s.order, mask));
}

/**
 * Moves the deal to a stage, opening its dialogue (FFMus art. 9: grande, chica, pares, juego, punto
 * in turn; a biak imido or hordago said at grande stands at chica, Memo Mus ch. VIII).
 * @param holders entering pares or juego: the declared holders, as a bit mask by seat (Memo Mus ch. III).
 */
export function enter(s: DealState, stage: Stage, effects?: Effect[], holders = 0): void {
  const from = s.stage;
  s.stage = stage;
  effects?.push({ type: 'stage', from, to: stage });
  switch (stage) {
    case 'grande':
    case 'punto':
      setDialogue(s.dialogues, stage, openDialogue(stage, active(s)));
      return;
    case 'chica': {
      const d = openDialogue('chica', active(s));
      if (s.biak) {
        d.biak = true;
        d.bettor = s.biak.seat;
        if (s.biak.ordago) {
          d.ordagoBy = s.biak.seat;
          if (s.biak.bets) d.bets = s.biak.bets.slice();
        } else d.bets = [s.biak.amount];
      }
      s.dialogues.chica = d;
      return;
    }
    case 'pares':
    case 'juego':
      setDialogue(s.dialogues, stage, openDialogue(stage, holderSeats(s, holders)));
      return;
    default:
      return;
  }
}

/**
 * A new ladder. `speakers` is kept as given, and may be the deal's speaking order itself: a
 * dialogue's speakers are never changed in place (a misdeal gives the dialogue a new list).
 */
function openDialogue(phase: BetPhase, speakers: Seat[]): Dialogue {
  return { phase, speakers, turn: 0, bets: [], bettor: null, ordagoBy: null, biak: false, result: null, foldedBy: null, paid: 0, stake: 0 };
}

/** The stage after each phase's dialogue, in playing order (FFMus art. 9; Memo Mus ch. III). */
function nextStage(phase: BetPhase): Stage {
  switch (phase) {
    case 'grande': return 'chica';
    case 'chica': return 'pares-declare';
    case 'pares': return 'juego-declare';
    default: return 'showdown';
  }
}

/**
 * Closes a dialogue: a seen hordago goes straight to the showdown (FFMus art. 10), anything else to
 * the next stage (FFMus art. 9; a closed juego skips the punto, Memo Mus ch. III-5). Nothing moves
 * once the deal is over.
 */
export function endDialogue(s: DealState, d: Dialogue, effects?: Effect[]): void {
  if (s.stage === 'over') return;
  if (d.result === 'ordago-seen') {
    enter(s, 'showdown', effects);
    return;
  }
  if (d.phase === 'juego') s.dialogues.punto = closedDialogue('punto', 'skipped');
  enter(s, nextStage(d.phase), effects);
}

/**
 * Draws a credit during the dialogue (a tira, or a misdeal's cancellation): counted at once, and
 * the deal ends the instant a team reaches the target (Memo Mus ch. IX). Fields as in `count`.
 */
export function draw(
  s: DealState, team: Team, points: number, phase: BetPhase | 'deal', kind: 'tira' | 'cancel', seat: Seat, rule: string, why: Reason,
  effects?: Effect[],
): void {
  // the tally is this call's own: the deal's credits are counted into the deal's own list
  const tally: Tally = { score: s.score, target: s.rules.target, winner: s.winner, ledger: s.credits };
  const c = count(tally, team, points, phase, 'dialogue', kind, rule, why, seat);
  s.score = tally.score;
  const won = tally.winner;
  effects?.push({ type: 'credit', credit: c });
  if (won && !s.winner) {
    s.winner = won;
    effects?.push({ type: 'manche-won', team: won });
    enter(s, 'over', effects);
  }
}
