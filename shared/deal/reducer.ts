/**
 * The deal as a state machine over actions: the entry points (`transition`, `applyInPlace`,
 * `applyRecorded`) and the one exhaustive switch over the stages, which hands each action to the
 * file of its stage. Illegal actions come back as data (`action/…` codes) and leave the state
 * unchanged.
 *
 * Where each rule is — one stage, one file (change a rule there):
 *
 *   stage                                    file                rules
 *   mus (mus or cut, the discards)           deal/mus.ts         FFMus arts. 7-8
 *   pares-declare, juego-declare (ba/ez)     deal/declare.ts     Memo Mus ch. III, V
 *   grande chica pares juego punto: the      deal/dialogue.ts    FFMus arts. 9, 16-17, Le dialogue;
 *     ladder (imido gehiago hordago iduki                        Memo Mus ch. VIII
 *     tira kanta biak), what a tira pays
 *     (`tiraPays`), the least bet (`MIN_BET`)
 *   a misdeal, at any stage after the mus    deal/misdeal.ts     FFMus art. 5
 *   a word at a phase closed without a       deal/no-dialogue.ts Memo Mus ch. III, V; Pagat
 *     dialogue (one team or nobody said ba,                      "Betting on the Pares and the Juego"
 *     the punto after a juego)
 *   from stage to stage, a phase opened or   deal/flow.ts        FFMus arts. 9, 17; Memo Mus ch. IX
 *     closed, a tira that takes the target
 *     (stage `over`)
 *   showdown: the count, announcement        settle/settle.ts,   FFMus arts. 10, 13-17; Memo Mus
 *     errors                                 settle/announcements.ts   ch. V, VI, IX
 *   after the deal: the manche won, the      match/close.ts      FFMus arts. 1-3; Memo Mus ch. IX
 *     match won, the next esku (`closeManche`)
 *
 * Beside them: the state's shape, creation and copy (`state.ts`); reading an action
 * (`validate-action.ts`); refusing one (`refusal.ts`); what may be said now (`legal.ts`, asking
 * the same definitions); the ledger and the credits' reasons (`score/ledger.ts`, `score/reasons.ts`).
 * `settle/` imports `deal/`, never the other way round.
 *
 * Sources: FFMus règlement arts. 5, 7-10, 17; FFMus *Le dialogue*; Memo Mus ch. III, IV, VIII;
 * Pagat "The Betting".
 */
import type { Action, EngineError, Result } from '../types.js';
import { isError, readAction, type Said } from './validate-action.js';
import { basePath, type DealBase } from './paths.js';
import { cloneDeal, dialogueOf, phaseOfStage, type DealState } from './state.js';
import { enter, type Effect } from './flow.js';
import { musAct, nextDiscarder, nextMusSpeaker } from './mus.js';
import { declare } from './declare.js';
import { dialogueAct } from './dialogue.js';
import { misdeal } from './misdeal.js';
import { noDialogue } from './no-dialogue.js';
import { err } from './refusal.js';

export type { Effect } from './flow.js';

/** What one accepted action did: the deal's new state and what the action caused (credits drawn, stage changes…). */
export interface Transition {
  state: DealState;
  effects: Effect[];
}

/** Outcome of {@link transition}: the one result type (`shared/types.ts`) over a {@link Transition}. */
export type TransitionResult = Result<Transition>;

/**
 * Applies one action to a deal without mutating it, by the rules of its stage (the map above).
 * @param path JSON path used in error messages, e.g. `actions[7]`.
 * @returns `{ok: true, value: {state, effects}}` (the new state and what the action caused), or
 *   `{ok: false, error}` with an `action/…` code (the state given is unchanged).
 */
export function transition(state: DealState, action: unknown, path = 'action'): TransitionResult {
  const next = cloneDeal(state);
  const effects: Effect[] = [];
  const error = applyInPlace(next, action, path, effects);
  if (error) return { ok: false, error };
  return { ok: true, value: { state: next, effects } };
}

/**
 * Applies one action by mutating `s` (fast replay of records), by the rules of its stage (the map above). On error the state must be thrown
 * away: `transition` is the safe, pure form for live tables.
 * @param effects receives what the action caused (credits drawn, stage changes), if given.
 */
export function applyInPlace(s: DealState, action: unknown, path: string | ActionPath, effects?: Effect[]): EngineError | null {
  if (typeof path === 'string') return applyCore(s, action, path, effects, true);
  const e = applyCore(s, action, HERE, effects, true);
  return e ? relocate(e, `${basePath(path.base)}actions[${path.index}]`) : null;
}

/**
 * Applies `actions[index]` of a record being replayed whole, like {@link applyInPlace}, but
 * without appending it to `s.log`: once every action is accepted, the log of the deal is exactly
 * the record's list, and `replayActions` (`settle/record.ts`) gives the state that list itself
 * rather than a copy built one action at a time.
 * @param base where the deal sits in its record and `index` the action's place in its list (see
 *   {@link ActionPath}): the path text is built only when the action is refused.
 */
export function applyRecorded(s: DealState, action: unknown, base: DealBase, index: number): EngineError | null {
  const e = applyCore(s, action, HERE, undefined, false);
  return e ? relocate(e, `${basePath(base)}actions[${index}]`) : null;
}

/**
 * Where an action sits in a record, e.g. `{base: 3, index: 7}` for `deals[3].actions[7]` (see
 * `DealBase`). The path text is built only when an error needs it (replaying a record builds no
 * string per action or per deal).
 */
export interface ActionPath {
  base: DealBase;
  index: number;
}

const HERE = '\u0000';

function relocate(e: EngineError, path: string): EngineError {
  const out: EngineError = { ...e, message: e.message.split(HERE).join(path) };
  if (e.path !== undefined) out.path = e.path.split(HERE).join(path);
  return out;
}

/**
 * Reads and plays one action; an accepted action is appended to the log as given (when `log`).
 * The acts below return null when they accept the action (the log is written here, once).
 */
function applyCore(s: DealState, action: unknown, path: string, effects: Effect[] | undefined, log: boolean): EngineError | null {
  if (s.stage === 'over') return dealOver(s, path);
  // a fresh object per action, owned by this call: no scratch shared between calls
  const a = readAction(action, s.rules, path);
  if (isError(a)) return a;
  const e = play(s, a, path, effects);
  // the action as given (what `readAction` read from it is data only)
  if (e === null && log) s.log.push(action as Action);
  return e;
}

/** The deal ended in the dialogue on a tira that took the target: nothing more is said (Memo Mus ch. IX). */
function dealOver(s: DealState, path: string): EngineError {
  return err('action/deal-over', path, `the manche was won by team ${s.winner} during the dialogue; nothing more is said in this deal`, 'Memo Mus ch. IX', undefined, s.winner ? { team: s.winner } : undefined);
}

/**
 * Plays an action read by `readAction`: null when it is accepted, else the error. The one switch
 * over the stages: each stage hands the action to its file (the map at the top).
 */
function play(s: DealState, a: Said, path: string, effects?: Effect[]): EngineError | null {
  if (s.stage === 'over') return dealOver(s, path); // `applyCore` said it already: here for the stage's type
  if (a.act === 'misdeal') {
    // said at grande with no mus round open: play has begun, as for any word at grande (the mus
    // rounds are optional in a record), so it is FFMus art. 5, not art. 4
    if (s.stage === 'mus' && a.phase === 'grande' && !s.mus.discarding && s.mus.said.length === 0) enter(s, 'grande', effects);
    // like every word, a misdeal names the phase the table is at (the mus rounds: `mus`, art. 4, or
    // `grande` above); at the showdown, any phase (the hands are being shown)
    if (s.stage !== 'mus' && s.stage !== 'showdown' && a.phase !== phaseOfStage(s.stage)) {
      return err('action/wrong-phase', `${path}.phase`, `the table is at ${phaseOfStage(s.stage)}, not ${a.phase}`, 'FFMus art. 9', undefined, { phase: phaseOfStage(s.stage), said: a.phase });
    }
    return misdeal(s, a, path, effects);
  }
  // a word at pares, juego or punto closed without a dialogue: the rule that closed it (Memo Mus ch. III, V)
  const closed = noDialogue(s, a, path);
  if (closed) return closed;
  if (s.stage === 'showdown') {
    return err('action/dialogue-over', path, 'the dialogue is over: the hands are shown now', 'FFMus art. 17');
  }
  if (s.out.length > 0 && s.out.includes(a.seat)) {
    return err('action/seat-out', path, `seat ${a.seat} is out of this deal after a misdeal`, 'FFMus art. 5', { seat: a.seat });
  }
  if (s.stage === 'mus') {
    if (a.phase === 'mus') return musAct(s, a, path, effects);
    if (a.phase !== 'grande') return err('action/wrong-phase', `${path}.phase`, `the table is at the mus rounds; play starts with grande, not ${a.phase}`, 'FFMus art. 9', undefined, { form: 'mus', phase: 'mus', phase2: 'grande', said: a.phase });
    if (s.mus.discarding) return err('action/discards-pending', path, `everyone went mus: seat ${nextDiscarder(s)} discards before play starts`, 'FFMus art. 8', { seat: a.seat, turn: nextDiscarder(s) });
    if (s.mus.said.length > 0) return err('action/mus-round-open', path, `seat ${nextMusSpeaker(s)} has not said mus or cut yet`, 'FFMus art. 7', { seat: a.seat, turn: nextMusSpeaker(s) });
    enter(s, 'grande', effects);
  }
  const phase = phaseOfStage(s.stage);
  if (a.phase !== phase) {
    return err('action/wrong-phase', `${path}.phase`, `the table is at ${phase}, not ${a.phase}`, 'FFMus art. 9', undefined, { phase, said: a.phase });
  }
  switch (s.stage) {
    case 'pares-declare':
    case 'juego-declare':
      return declare(s, s.stage, a, path, effects);
    case 'grande': case 'chica': case 'pares': case 'juego': case 'punto': {
      const d = dialogueOf(s.dialogues, s.stage);
      return d ? dialogueAct(s, d, a, path, effects) : err('action/wrong-phase', path, `no dialogue is open at ${s.stage}`, undefined, undefined, { form: 'stage', phase: s.stage });
    }
    case 'mus':
      return err('action/wrong-phase', path, `no action is expected at stage ${s.stage}`, undefined, undefined, { form: 'stage', phase: s.stage });
    default: {
      const never: never = s.stage;
      return err('action/wrong-phase', path, `no action is expected at stage ${String(never)}`);
    }
  }
}
