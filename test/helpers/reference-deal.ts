/**
 * A plain reference for the count of a whole deal, with what `reference-count.ts` leaves out:
 * announcement errors, biak and misdeals. Written from the rule texts and docs/announcement-errors.md,
 * not from the engine (no reducer, no ledger, no settlement code): it reads the words said, the
 * ba/ez and the hands shown, and gives each team's points by phase.
 *
 * - **Biak** (Memo Mus ch. VIII and its addenda; FFMus *Le dialogue*): a biak imido or biak hordago
 *   said at grande engages grande and chica at once; the other team answers grande, then chica, where
 *   the biak words said at grande stand first (a biak imido stands as the chica's opening, a biak
 *   hordago as its hordago; a biak hordago in answer to the other team's biak imido covers that
 *   imido: a tira there pays the imido; over the team's own, it is its first bet there: a tira
 *   pays 1). A kanta at grande ends the deal: chica is never played.
 * - **Misdeal** (FFMus art. 5 « le joueur qui a plus ou moins de quatre cartes n'entrera pas dans le
 *   jeu et on annulera les points tirés par son équipe »; docs/rules.md): the seat is out — it speaks,
 *   declares, wins and counts no more; the points its team drew in the deal before it was found go
 *   back (once: a point given back is not given back again when an error voids its phase). A holder
 *   found out in the pares or juego dialogue that leaves only one team of declared holders ends that
 *   dialogue: the bet standing falls with it.
 * - **Announcement errors** (FFMus arts. 13-16; Memo Mus ch. VI; docs/announcement-errors.md): each
 *   team's error is settled once per phase and article; « partner has » and « opponents have » mean
 *   holds it *and* said ba; a denied hand never wins nor counts; a hand of 31 or more never takes the
 *   punto. The cases are in {@link paresCase} and {@link juegoCase}.
 * - **The count** (Memo Mus ch. V; FFMus art. 17): as in `reference-count.ts`, among the hands that
 *   may count (in the deal, and at pares and juego: said ba and holds it).
 * - **Kanta** (FFMus art. 10 « Après un Hordago Kanta aucun point (tantto) ne sera tiré »): the manche
 *   to the best hand of that phase (at pares and juego, among the hands said ba and held); the tiras
 *   drawn before it stay, nothing else of the deal counts, errors give nothing. An error that voids
 *   the bets of the kanta's own phase voids the hordago too: the phases up to it are counted (with
 *   the errors), the phases after it were never played (docs/announcement-errors.md).
 *
 * Points are compared as the rules give them, before the race to the target (Memo Mus ch. IX) cuts
 * the count: the caller compares each credit's `points`, not what it applied.
 */
import type { Action, BetPhase, RuleOptions } from '../../shared/index.js';
import { refBase, refDialogue, type RefDialogue } from './reference-count.js';
import { refPares, refPoints, refWinner } from './reference-eval.js';

type Team = 'A' | 'B';
const TEAMS: readonly Team[] = ['A', 'B'];
const teamOf = (seat: number): Team => (seat % 2 === 0 ? 'A' : 'B');
const other = (t: Team): Team => (t === 'A' ? 'B' : 'A');
type Rules = Pick<RuleOptions, 'kings' | 'juegoReal' | 'duples' | 'players'>;

/** Where points go: a phase (the punto with juego: one of them is played), or given back (≤ 0). */
export type RefBucket = 'grande' | 'chica' | 'pares' | 'juego' | 'cancel';
/** Every bucket, in counting order. */
export const REF_BUCKETS: readonly RefBucket[] = ['grande', 'chica', 'pares', 'juego', 'cancel'];

/** The reference's count of a deal. */
export interface RefDeal {
  /** Points by bucket and team (tantos; `cancel` ≤ 0: misdeal cancellations and voided tiras given back). */
  points: Record<RefBucket, Record<Team, number>>;
  /** The hordago seen, if any: its phase and the team whose best hand takes the manche. */
  kanta: { phase: BetPhase; team: Team } | null;
  /** The error articles applied (`13a`, `14`, `15c`, …), for the property's coverage. */
  articles: string[];
}

const DIALOGUE = new Set(['pass', 'bet', 'raise', 'ordago', 'see', 'fold']);
const BET_PHASES: readonly BetPhase[] = ['grande', 'chica', 'pares', 'juego', 'punto'];

/** A tira drawn in a dialogue: who, how much, where in the actions (for a later misdeal). */
interface Drawn { team: Team; points: number; phase: BetPhase; at: number; givenBack: boolean }

/**
 * The count of a deal.
 * @param actions the deal's actions in order; `hands` by seat (null for a seat out); `esku` the
 *   first to speak; the deal is assumed to reach the showdown unless a kanta ends it.
 */
export function refDeal(actions: readonly Action[], hands: readonly (string[] | null)[], esku: number, r: Rules): RefDeal {
  const points = Object.fromEntries(REF_BUCKETS.map((b) => [b, { A: 0, B: 0 }])) as RefDeal['points'];
  const articles: string[] = [];
  const bucket = (p: BetPhase): RefBucket => (p === 'punto' ? 'juego' : p);
  const add = (b: RefBucket, t: Team, n: number) => { points[b][t] += n; };

  // --- misdeals: who is out, and when each was found
  const misdeals = actions.map((a, i) => ({ a, i })).filter(({ a }) => a.act === 'misdeal');
  const out = new Set(misdeals.map(({ a }) => a.seat));
  const inDeal = (s: number) => !out.has(s) && hands[s] !== null && hands[s] !== undefined;

  // --- ba/ez, and what the hands hold
  const said = (phase: 'pares' | 'juego', s: number): boolean | null => {
    const d = actions.find((a) => a.phase === phase && a.act === 'declare' && a.seat === s);
    return d && d.act === 'declare' ? d.has : null;
  };
  const holds = (phase: 'pares' | 'juego', s: number) => (phase === 'pares' ? refPares(hands[s]!, r) !== null : refPoints(hands[s]!, r) >= 31);
  const seats = Array.from({ length: r.players }, (_, s) => s).filter(inDeal);
  const honest = (phase: 'pares' | 'juego', s: number) => said(phase, s) === true && holds(phase, s);
  const liar = (phase: 'pares' | 'juego', s: number) => said(phase, s) === true && !holds(phase, s);
  const denier = (phase: 'pares' | 'juego', s: number) => said(phase, s) === false && holds(phase, s);
  const errors = seats.some((s) => liar('pares', s) || denier('pares', s) || liar('juego', s) || denier('juego', s));

  // --- the dialogues, phase by phase (a kanta ends the deal)
  const biakWords = actions.filter((a) => a.phase === 'grande' && 'both' in a && a.both === true);
  const drawn: Drawn[] = [];
  const results = new Map<BetPhase, RefDialogue>();
  let kanta: RefDeal['kanta'] = null;
  /** The last phase played: the punto, unless a kanta voided by an error stopped the deal earlier. */
  let lastPhase: BetPhase = 'punto';
  for (const phase of BET_PHASES) {
    const idx = actions.map((a, i) => ({ a, i })).filter(({ a }) => a.phase === phase && DIALOGUE.has(a.act));
    const words = idx.map(({ a }) => a);
    // a biak hordago said in answer by the team whose own biak imido stands replaces that imido at
    // chica: it is the team's first bet there, and a tira pays 1 (docs/rules.md « of the other team »)
    const lead = phase === 'chica' ? biakWords.filter((a, i) => !(a.act === 'bet' && biakWords.slice(i + 1).some((b) => b.act === 'ordago' && teamOf(b.seat) === teamOf(a.seat)))) : [];
    if (!words.length && !lead.length) {
      results.set(phase, { end: 'none' });
      continue;
    }
    let d = refDialogue([...lead, ...words]);
    // a declared holder found out during the pares or juego dialogue, leaving one team of holders: it falls
    if ((phase === 'pares' || phase === 'juego') && words.length) {
      const first = idx[0]!.i;
      for (const m of misdeals) {
        if (m.a.phase !== phase || m.i < first) continue;
        // the holders left when it was found (a later misdeal is not known yet)
        const outThen = new Set(misdeals.filter((x) => x.i <= m.i).map((x) => x.a.seat));
        const left = new Set(Array.from({ length: r.players }, (_, s) => s).filter((s) => !outThen.has(s) && said(phase, s) === true).map(teamOf));
        if (left.size < 2) d = { end: 'none' };
      }
    }
    results.set(phase, d);
    if (d.end === 'tira') {
      const end = idx[idx.length - 1]!.i; // the fold that ended the dialogue is its last word
      drawn.push({ team: d.to, points: d.pays, phase, at: end, givenBack: false });
      add(bucket(phase), d.to, d.pays);
    }
    if (d.end === 'kanta') {
      const eligible = (s: number) => inDeal(s) && (phase === 'pares' || phase === 'juego' ? honest(phase, s) : phase === 'punto' ? refPoints(hands[s]!, r) < 31 : true);
      const w = refWinner(phase, hands, esku, r, eligible);
      kanta = { phase, team: teamOf(w) };
      break;
    }
  }
  // the misdeals give back what the team drew before them
  for (const { a, i } of misdeals) {
    for (const x of drawn) {
      if (x.team === teamOf(a.seat) && x.at < i && !x.givenBack) {
        x.givenBack = true;
        add('cancel', x.team, -x.points);
      }
    }
  }
  if (kanta) {
    // errors give nothing after a kanta (art. 10); they only decide who wins its phase (a denied or
    // false hand never wins) — unless one voids the bets of the kanta's own phase: below.
    const k: RefDeal['kanta'] = kanta;
    const voids = !errors ? false
      : k.phase === 'pares' ? paresCase(seats, honest, liar, denier).voided
        : k.phase === 'juego' ? juegoCase(seats, honest, liar, denier).juegoVoided
          : k.phase === 'punto' ? juegoCase(seats, honest, liar, denier).puntoVoided : false;
    if (!voids) return { points, kanta, articles };
    // the hordago is voided with its phase's bets: the phases before it and its own are counted
    // (with the errors), the phases after it were never played
    kanta = null;
    lastPhase = k.phase;
  }

  // --- the showdown: grande and chica (no error touches them)
  for (const phase of ['grande', 'chica'] as const) {
    const d = results.get(phase)!;
    const w = refWinner(phase, hands, esku, r, inDeal);
    if (d.end === 'iduki') add(phase, teamOf(w), d.stake);
    if (d.end === 'paso' || d.end === 'none') add(phase, teamOf(w), 1);
  }

  // voiding a phase's bets: the tira drawn there goes back (unless a misdeal already took it back)
  const voidBets = (phase: BetPhase) => {
    results.set(phase, { end: 'none' });
    for (const x of drawn) {
      if (x.phase === phase && !x.givenBack) {
        x.givenBack = true;
        add('cancel', x.team, -x.points);
      }
    }
  };
  /** The honest holders' base values of a team at pares or juego. */
  const bases = (phase: 'pares' | 'juego', t: Team) => seats.filter((s) => teamOf(s) === t && honest(phase, s)).reduce((n, s) => n + refBase(phase, hands[s]!, r), 0);
  /** The normal count of pares or juego among the honest holders. */
  const countHolders = (phase: 'pares' | 'juego') => {
    const d = results.get(phase)!;
    const w = refWinner(phase, hands, esku, r, (s) => inDeal(s) && honest(phase, s));
    if (d.end === 'tira') add(phase, d.to, bases(phase, d.to));
    else if (w >= 0) add(phase, teamOf(w), (d.end === 'iduki' ? d.stake : 0) + bases(phase, teamOf(w)));
  };

  // --- pares (arts. 13, 14)
  {
    const c = paresCase(seats, honest, liar, denier);
    articles.push(...c.articles);
    if (c.voided) {
      voidBets('pares');
      for (const t of c.oppCount) add('pares', t, bases('pares', t));
    } else {
      countHolders('pares');
    }
    for (const t of c.tiraTo) add('pares', t, 1);
  }

  // --- juego or punto (arts. 15, 16)
  if (lastPhase === 'juego' || lastPhase === 'punto') {
    const c = juegoCase(seats, honest, liar, denier);
    articles.push(...c.articles);
    const juegoPlayed = seats.some((s) => said('juego', s) === true) || actions.some((a) => a.phase === 'juego' && DIALOGUE.has(a.act));
    if (juegoPlayed) {
      if (c.juegoVoided) {
        voidBets('juego');
        for (const t of c.oppCount) add('juego', t, bases('juego', t));
      } else {
        countHolders('juego');
      }
    } else if (c.puntoVoided) {
      voidBets('punto');
    } else {
      // the punto, among the hands under 31 (a hidden juego never takes it): the point with its stake
      const d = results.get('punto')!;
      const w = refWinner('punto', hands, esku, r, (s) => inDeal(s) && refPoints(hands[s]!, r) < 31);
      if (d.end === 'tira') add('juego', d.to, 1);
      else if (w >= 0) add('juego', teamOf(w), (d.end === 'iduki' ? d.stake : 0) + 1);
    }
    // the penalty tiras, and the punto point of arts. 15 a and 16 a
    for (const t of c.tiraTo) add('juego', t, 1);
    // (the punto point is the error's penalty, « et le point du Pontua »: given also when a kanta voided at juego ended the deal there)
    for (const t of c.puntoPointTo) add('juego', t, 1);
  }
  return { points, kanta, articles };
}

type Pred = (phase: 'pares' | 'juego', s: number) => boolean;

/**
 * The pares errors, team by team (FFMus arts. 13, 14; docs/announcement-errors.md):
 * - ba without pares, partner without: art. 13 a: bets voided, the opponents count their pares;
 * - … partner and opponents with: art. 13 b: bets voided, the opponents draw 1 and count theirs;
 * - … partner with, opponents without: no effect (not written: as art. 15 b);
 * - pares denied, partner without, opponents with: art. 14: the opponents draw 1;
 *   otherwise the denied pares simply count nothing.
 */
export function paresCase(seats: number[], honest: Pred, liar: Pred, denier: Pred): { voided: boolean; oppCount: Team[]; tiraTo: Team[]; articles: string[] } {
  let voided = false;
  const oppCount: Team[] = [];
  const tiraTo: Team[] = [];
  const articles: string[] = [];
  for (const t of TEAMS) {
    const mine = seats.filter((s) => teamOf(s) === t);
    const partnerHas = mine.some((s) => honest('pares', s));
    const oppHas = seats.some((s) => teamOf(s) !== t && honest('pares', s));
    if (mine.some((s) => liar('pares', s))) {
      if (!partnerHas) { voided = true; oppCount.push(other(t)); articles.push('13a'); }
      else if (oppHas) { voided = true; oppCount.push(other(t)); tiraTo.push(other(t)); articles.push('13b'); }
      else articles.push('13-partner');
    }
    if (mine.some((s) => denier('pares', s))) {
      if (!partnerHas && oppHas) { tiraTo.push(other(t)); articles.push('14'); }
      else articles.push('14-nothing');
    }
  }
  return { voided, oppCount, tiraTo, articles };
}

/**
 * The juego errors, team by team (FFMus arts. 15, 16; docs/announcement-errors.md):
 * - ba without juego, nobody with: art. 15 a: juego bets voided, the opponents draw the tira of the
 *   punto (1) and the punto point (1); partner with, opponents not: 15 b, nothing; partner without,
 *   an opponent with: 15 c, bets voided, the opponents count their juego; both with: 15 d, bets
 *   voided, the opponents draw 1 and count theirs;
 * - juego denied, nobody else with: art. 16 a: punto bets voided, the opponents draw the tira of the
 *   punto (1) and the punto point (1), unless the team's false ba (15 a) already gave them (one punto
 *   per deal: 2, not 4); partner with, opponents not: 16 b; partner without, an
 *   opponent with: 16 c, the opponents draw 1; partner and an opponent with: not written, the denied
 *   juego counts nothing.
 */
export function juegoCase(seats: number[], honest: Pred, liar: Pred, denier: Pred): { juegoVoided: boolean; puntoVoided: boolean; oppCount: Team[]; tiraTo: Team[]; puntoPointTo: Team[]; articles: string[] } {
  let juegoVoided = false;
  let puntoVoided = false;
  const oppCount: Team[] = [];
  const tiraTo: Team[] = [];
  const puntoPointTo: Team[] = [];
  const articles: string[] = [];
  for (const t of TEAMS) {
    const mine = seats.filter((s) => teamOf(s) === t);
    const partnerHas = mine.some((s) => honest('juego', s));
    const oppHas = seats.some((s) => teamOf(s) !== t && honest('juego', s));
    const liarSaid = mine.some((s) => liar('juego', s));
    if (liarSaid) {
      if (!partnerHas && !oppHas) { juegoVoided = true; tiraTo.push(other(t)); puntoPointTo.push(other(t)); articles.push('15a'); }
      else if (partnerHas && !oppHas) articles.push('15b');
      else if (!partnerHas) { juegoVoided = true; oppCount.push(other(t)); articles.push('15c'); }
      else { juegoVoided = true; oppCount.push(other(t)); tiraTo.push(other(t)); articles.push('15d'); }
    }
    if (mine.some((s) => denier('juego', s))) {
      // one punto per deal: a partner's art. 15 a already gave the opponents its tira and its point
      if (!partnerHas && !oppHas) { puntoVoided = true; if (!liarSaid) { tiraTo.push(other(t)); puntoPointTo.push(other(t)); } articles.push('16a'); }
      else if (partnerHas && !oppHas) articles.push('16b');
      else if (!partnerHas) { tiraTo.push(other(t)); articles.push('16c'); }
      else articles.push('16-nothing');
    }
  }
  return { juegoVoided, puntoVoided, oppCount, tiraTo, puntoPointTo, articles };
}
