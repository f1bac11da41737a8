/**
 * The Mus rules engine: pure, deterministic TypeScript (no I/O, no clock, no randomness).
 * Start here: `settleRecord` (a deal record), `replayMatch` (a match record), `createDeal` +
 * `transition` (a live table), `legalMoves` (what may be said now).
 */
export * from './types.js';
export { PRESETS, resolveRules, teamOf, otherTeam, speakingOrder } from './rules/presets.js';
export { parseCard, checkHands, CARD_NUMBERS, SUITS } from './cards/cards.js';
export { evalHand, phaseKey, bestSeat, baseValue, hasPares, hasJuego, pointsOf, tablesFor, codeOfRanks } from './cards/evaluate.js';
export { createDeal, cloneDeal, currentDialogue, phaseOfStage } from './deal/state.js';
export type { DealState, Dialogue, DialogueResult, Stage, DealSetup } from './deal/state.js';
export { transition, applyInPlace } from './deal/reducer.js';
export type { Effect, Transition, TransitionResult } from './deal/reducer.js';
export { settleDeal, countShowdown, suitNeeded } from './settle/settle.js';
export type { UndecidedSuit } from './settle/juego-real.js';
export { settleRecord, replayActions } from './settle/record.js';
export type { SettledDeal } from './settle/record.js';
export { replayMatch } from './match/replay.js';
export type { MatchResult, MancheResult, MatchDealResult } from './match/replay.js';
export { standings, clubTable } from './match/standings.js';
export type { Standings, StandingLine } from './match/standings.js';
export { toTokens, exchange, scoreTokens } from './score/tokens.js';
export type { Tokens } from './score/tokens.js';
export { whoSpeaks, defaultSpeaker, activeSeats } from './deal/legal.js';
export type { Turn } from './deal/legal.js';
export { startMatch, applyEntry, replayLog, undo, toMatchRecord, fromMatchRecord } from './match/live.js';
export type { MatchSetup, MatchEntry, MatchView, LiveMatch, AppliedEntry } from './match/live.js';
export { interpret, emptyPad, nextCardSeat, padHands, padOfHands, suitQuestion } from './input/commands.js';
export type { TableCommand, InputPad, Outcome } from './input/commands.js';
export { keyToCommand, BOX_KEYS, boxKeyToCommand } from './input/keymap.js';
export type { KeyPress } from './input/keymap.js';
export { LANGS, renderReason, creditText, renderSettlement, exchangeText, tokensText, ledgerT, ledgerI18n } from './i18n/index.js';
export type { Lang } from './i18n/index.js';
// File validation (Ajv) is imported from './format/check.js' directly, so that the renderer bundle
// does not carry Ajv.
