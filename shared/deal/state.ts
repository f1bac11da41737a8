/**
 * The state of one deal, as a plain data object: its shape, its creation and its copy. Built by
 * `createDeal`, advanced by `transition` (`deal/reducer.ts`, which maps each stage to its file),
 * settled by `settleDeal` (`settle/settle.ts`).
 */
import type { Action, BetPhase, Credit, Phase, RuleOptions, Score, Seat, Team } from '../types.js';
import { speakingOrder } from '../rules/presets.js';

/** Where the deal stands. `over` = the manche was won on a tira during the dialogue. */
export type Stage =
  | 'mus' | 'grande' | 'chica' | 'pares-declare' | 'pares' | 'juego-declare' | 'juego' | 'punto'
  | 'showdown' | 'over';

/**
 * How a phase's dialogue ended.
 * `none`: pares/juego held by one team only, no dialogue (Memo Mus ch. V);
 * `skipped`: nobody declared (or the punto when juego was declared); `ordago-seen`: hordago kanta.
 */
export type DialogueResult = 'passed' | 'seen' | 'folded' | 'ordago-seen' | 'none' | 'skipped';

/** The bid ladder of one phase. Amounts in tantos. */
export interface Dialogue {
  phase: BetPhase;
  /** Seats that may speak, in speaking order (pares/juego: the declared holders only). */
  speakers: Seat[];
  /** Index into `speakers` of the next seat in the opening round (before any bet). */
  turn: number;
  /** The opening bet then each raise, in tantos. */
  bets: number[];
  /** Seat that made the last bet, raise or hordago. */
  bettor: Seat | null;
  /** Seat that said hordago, while it stands. */
  ordagoBy: Seat | null;
  /** Opened by biak imido / biak hordago from grande. */
  biak: boolean;
  result: DialogueResult | null;
  /** Team that refused (tira), when `folded`. */
  foldedBy: Team | null;
  /** Tantos drawn on the refusal. */
  paid: number;
  /** Tantos at stake when seen (iduki). */
  stake: number;
}

/** The mus rounds before play (FFMus arts. 7-8). */
export interface MusState {
  /** Completed rounds where everyone went mus. */
  rounds: number;
  /** Seats that said mus in the current round. */
  said: Seat[];
  /** True while the discards of a round are being made. */
  discarding: boolean;
  discarded: Seat[];
}

/** The whole state of a deal. Treat as immutable outside the reducer. */
export interface DealState {
  rules: RuleOptions;
  esku: Seat;
  /** Speaking order: esku, esku+1, … */
  order: Seat[];
  scoreBefore: Score;
  /** Score after the credits drawn so far in this deal. */
  score: Score;
  stage: Stage;
  mus: MusState;
  /** Each phase's ladder; null until the phase is reached. */
  dialogues: Record<BetPhase, Dialogue | null>;
  /** Declarations by seat (null: not said yet). */
  declared: { pares: (boolean | null)[]; juego: (boolean | null)[] };
  /**
   * The chica bet standing from a biak imido/hordago: who said it, the amount of a biak imido, and
   * for a biak hordago said in answer to a biak imido, the imido it covers at chica (`bets`, in
   * tantos: what a tira of that hordago pays, Memo Mus ch. VIII addenda).
   */
  biak: { seat: Seat; amount: number; ordago: boolean; bets?: readonly number[] } | null;
  /** Credits drawn during the dialogue, in order (tira, misdeal cancellations). */
  credits: Credit[];
  /** Seats out of the deal after a misdeal (FFMus art. 5). */
  out: Seat[];
  /** Team that won the manche during the dialogue. */
  winner: Team | null;
  /** The hordago accepted (kanta), if any. */
  ordago: { phase: BetPhase; by: Seat; seenBy: Seat } | null;
  /** Every accepted action, in order (append-only). */
  log: Action[];
}

/** Options to start a deal. */
export interface DealSetup {
  rules: RuleOptions;
  /** First speaker (esku), a seat. */
  esku: Seat;
  /** Tantos each team has in the manche before the deal. */
  score?: Score;
}

/**
 * Speaking orders by table size then esku, built once and frozen: a deal's `order` never changes
 * (copies of a state share it), so every deal with the same esku shares one list.
 */
const ORDERS = new Map<number, readonly Seat[][]>();

function sharedOrder(esku: Seat, players: number): Seat[] {
  let byEsku = ORDERS.get(players);
  if (!byEsku) {
    // not frozen (iterating a frozen list is slower), but never changed: the order is shared by
    // every deal and by their dialogues' speakers (see `openDialogue` in `deal/flow.ts`)
    byEsku = Array.from({ length: players }, (_, e) => speakingOrder(e, players));
    ORDERS.set(players, byEsku);
  }
  return byEsku[esku] ?? speakingOrder(esku, players);
}

/**
 * A list of `n` times `value` (no rule: a helper of the engine's hot paths): a packed array of exactly `n` slots for the table sizes (4, 6; a
 * list built by push from empty reserves 16), built by push for any other size.
 */
export function listOf<T>(n: number, value: T): T[] {
  if (n === 4) return [value, value, value, value];
  if (n === 6) return [value, value, value, value, value, value];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/** Starts a deal at the mus rounds (FFMus art. 7), with the manche's score before it (0-0 when left out). */
export function createDeal(setup: DealSetup): DealState {
  const n = setup.rules.players;
  const score = setup.score ?? { A: 0, B: 0 };
  return {
    rules: setup.rules,
    esku: setup.esku,
    order: sharedOrder(setup.esku, n),
    scoreBefore: score,
    score,
    stage: 'mus',
    mus: { rounds: 0, said: [], discarding: false, discarded: [] },
    dialogues: { grande: null, chica: null, pares: null, juego: null, punto: null },
    declared: { pares: listOf(n, null), juego: listOf(n, null) },
    biak: null,
    credits: [],
    out: [],
    winner: null,
    ordago: null,
    log: [],
  };
}

/** A deep copy, so that `transition` never mutates its input (the speaking order, never changed, is shared). */
export function cloneDeal(s: DealState): DealState {
  const copy = (d: Dialogue | null): Dialogue | null => (d ? { ...d, speakers: d.speakers.slice(), bets: d.bets.slice() } : null);
  const o = s.dialogues;
  const dialogues = { grande: copy(o.grande), chica: copy(o.chica), pares: copy(o.pares), juego: copy(o.juego), punto: copy(o.punto) };
  return {
    ...s,
    mus: { ...s.mus, said: s.mus.said.slice(), discarded: s.mus.discarded.slice() },
    dialogues,
    declared: { pares: s.declared.pares.slice(), juego: s.declared.juego.slice() },
    biak: s.biak ? { ...s.biak } : null,
    credits: s.credits.slice(),
    out: s.out.slice(),
    ordago: s.ordago ? { ...s.ordago } : null,
    log: s.log.slice(),
  };
}

/**
 * The dialogue of a phase, read by a switch on the phase (no rule: a helper of the engine's hot
 * paths). `dialogues[phase]` with the phase in a variable is a keyed load that V8 answers with a
 * lookup once it has seen five names; five named loads are a field read each.
 */
export function dialogueOf(dialogues: DealState['dialogues'], phase: BetPhase): Dialogue | null {
  switch (phase) {
    case 'grande': return dialogues.grande;
    case 'chica': return dialogues.chica;
    case 'pares': return dialogues.pares;
    case 'juego': return dialogues.juego;
    default: return dialogues.punto;
  }
}

/** Sets the dialogue of a phase, by a switch on the phase as {@link dialogueOf} reads it. */
export function setDialogue(dialogues: DealState['dialogues'], phase: BetPhase, d: Dialogue): void {
  switch (phase) {
    case 'grande': dialogues.grande = d; return;
    case 'chica': dialogues.chica = d; return;
    case 'pares': dialogues.pares = d; return;
    case 'juego': dialogues.juego = d; return;
    default: dialogues.punto = d;
  }
}

/** The declarations of pares or juego, by seat (null: not said yet), read as {@link dialogueOf} reads a dialogue. */
export function declaredAt(s: DealState, phase: 'pares' | 'juego'): (boolean | null)[] {
  return phase === 'pares' ? s.declared.pares : s.declared.juego;
}

/** The dialogue in progress, if the stage is a betting stage (FFMus art. 9: grande, chica, pares, juego, punto). */
export function currentDialogue(s: DealState): Dialogue | null {
  switch (s.stage) {
    case 'grande': case 'chica': case 'pares': case 'juego': case 'punto':
      return s.dialogues[s.stage] ?? null;
    default:
      return null;
  }
}

/** A stage where an action is said: every stage but the showdown and the end of the deal. */
export type SpeakingStage = Exclude<Stage, 'showdown' | 'over'>;

/** The action phase of a stage where an action is said (`pares-declare` → `pares`; FFMus art. 9). */
export function phaseOfStage(stage: SpeakingStage): Phase {
  switch (stage) {
    case 'pares-declare': return 'pares';
    case 'juego-declare': return 'juego';
    default: return stage;
  }
}

/**
 * Where a deal stands, as the screens name it (`shared/i18n/table-words.ts` `phase.*`): the phase of
 * a stage where an action is said ({@link phaseOfStage}), else `showdown` or `over`. For the params
 * of a refusal (`EngineError.params.phase`), said in the reader's language.
 */
export function stagePhase(stage: Stage): Phase | 'showdown' | 'over' {
  return stage === 'showdown' || stage === 'over' ? stage : phaseOfStage(stage);
}
