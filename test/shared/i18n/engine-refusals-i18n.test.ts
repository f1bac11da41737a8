/**
 * Every refusal of the rules engine and the table whose English message names a fact — a figure, a
 * phase, a seat, a team, an act, a value of the file — says the same facts in French, Basque, Spanish
 * and English (the sentence the table, the phones and `mus settle --lang` show): each refusal is
 * provoked here, the facts are read from its English message, and each language's sentence must
 * name each of them as the screen does — a phase by its heading (« Tipia (petit) », es « Chica »),
 * an act by its button (« iduki », es « quiero »), a seat by its place counted from 1 (the message
 * counts from 0), a figure as written. A sentence that is the code's bare one, or missing, fails.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { settleRecord } from '../../../shared/settle/record.js';
import { transition } from '../../../shared/deal/reducer.js';
import { createDeal } from '../../../shared/deal/state.js';
import { PRESETS } from '../../../shared/rules/presets.js';
import { replayMatch } from '../../../shared/match/replay.js';
import { applyEntry, fromMatchRecord } from '../../../shared/match/live.js';
import { resolveRules } from '../../../shared/rules/presets.js';
import { emptyPad, interpret, type InputPad, type TableCommand } from '../../../shared/input/commands.js';
import type { EngineError, RulesSpec } from '../../../shared/types.js';
import { errorSeatSentence, errorSentence } from '../../../shared/i18n/errors.js';
import { FR } from '../../../shared/i18n/errors/fr.js';
import { WORDS } from '../../../shared/i18n/table-words.js';
import { seatText, type Lang } from '../../../shared/i18n/index.js';
import { playMatch, SETUP4 } from '../../helpers/play.js';
import { acts } from '../../helpers/dsl.js';

const LANGS: readonly Lang[] = ['fr', 'eu', 'es', 'en'];
const FIXTURE = JSON.parse(readFileSync(new URL('../../fixtures/deals/art17-embido-iduki.json', import.meta.url), 'utf8')) as Record<string, unknown>;

/** The engine's refusal of a deal record: the fixture's, or one written with `actions` (dsl or objects). */
function deal(actions: string | unknown[], patch: Record<string, unknown> = {}): EngineError {
  const r = settleRecord({ format: 'mus-deal/1', esku: 0, ...patch, actions: typeof actions === 'string' ? acts(actions) : actions });
  if (r.ok) throw new Error('accepted');
  return r.error;
}
/** The engine's refusal of the fixture deal with its hands changed. */
function hands(h: unknown): EngineError {
  const r = settleRecord({ ...FIXTURE, hands: h });
  if (r.ok) throw new Error('accepted');
  return r.error;
}
const HANDS = FIXTURE.hands as string[][];
const act = (phase: string, seat: number, a: string, more: Record<string, unknown> = {}) => ({ phase, seat, act: a, ...more });

/** The input layer's refusal of `cmds` at the table after `script`. */
function input(script: string, cmds: TableCommand[], setup = SETUP4): EngineError {
  const m = playMatch(script, setup);
  let pad: InputPad = emptyPad(4);
  for (const c of cmds) {
    const r = interpret(m.view, pad, c);
    if (r.outcome.kind === 'error') return r.outcome.error;
    pad = r.pad;
  }
  throw new Error('no refusal');
}
const SHOW = 'm: 0c | g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1n 2n 3n | j: 0n 1n 2n 3n | t: 0p 1p 2p 3p';
const ONE_MANCHE = { ...SETUP4, rules: { preset: 'ffmus' as const, manchesToWin: 1 } };
function matchOver(): ReturnType<typeof playMatch> {
  const m = playMatch('m: 0c | g: 0o 1s', ONE_MANCHE);
  const r = applyEntry(m, { type: 'hands', hands: [['12', '12', '12', '1'], ['11', '11', '4', '5'], ['1', '4', '5', '6'], ['7', '6', '5', '4']] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.match;
}
function rules(spec: unknown): EngineError {
  const r = resolveRules(spec as RulesSpec);
  if (r.ok) throw new Error('accepted');
  return r.error;
}
function match(patch: Record<string, unknown>): EngineError {
  const r = replayMatch({ format: 'mus-match/1', rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['P0', 'P1', 'P2', 'P3'], esku: 0, deals: [], ...patch });
  if (r.ok) throw new Error('accepted');
  return r.error;
}
const FULL_DEAL = { esku: 0, actions: acts('m: 0c | g: 0o 1s'), hands: [['12', '12', '12', '1'], ['11', '11', '4', '5'], ['1', '4', '5', '6'], ['7', '6', '5', '4']] };

/** Each refusal with facts, provoked. */
const CASES: { name: string; error: () => EngineError }[] = [
  { name: 'a chica bet said as pares', error: () => deal('g: 0p 1p 2p 3p | p: 0b2') },
  { name: 'chica before grande', error: () => deal('c: 0p') },
  { name: 'paso in the mus rounds', error: () => deal([act('mus', 0, 'pass')]) },
  { name: 'mus said at grande', error: () => deal([act('grande', 0, 'mus')]) },
  { name: 'a discard said at grande', error: () => deal([act('grande', 0, 'discard', { count: 1 })]) },
  { name: 'ba said at grande', error: () => deal([act('grande', 0, 'declare', { has: true })]) },
  { name: 'a raise without its amount (ffmus)', error: () => deal([act('grande', 0, 'bet', { amount: 2 }), act('grande', 1, 'raise')]) },
  { name: 'an imido of « x » at the table', error: () => { const r = transition(createDeal({ rules: PRESETS.ffmus, esku: 0 }), act('grande', 0, 'bet', { amount: 'x' }), 'action'); if (r.ok) throw new Error('accepted'); return r.error; } },
  { name: 'a discard of five cards', error: () => deal([act('mus', 0, 'discard', { count: 5 })]) },
  { name: 'a declaration without has', error: () => deal([act('pares', 0, 'declare')]) },
  { name: 'an act that is none', error: () => deal([act('grande', 0, 'jump')]) },
  { name: 'a phase that is none', error: () => deal([act('sixth', 0, 'pass')]) },
  { name: 'a seat off the table', error: () => deal([act('grande', 7, 'pass')]) },
  { name: 'a bet after ez', error: () => deal('g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1y 2y 3n 0b2') },
  { name: 'a second ba', error: () => deal('g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0n 1y 2y 3n 1y') },
  { name: 'out of turn at grande', error: () => deal('g: 1p') },
  { name: 'a cut by the wrong team', error: () => deal('m: 0m 2c') },
  { name: 'a see by the bettor’s partner', error: () => deal('g: 0b2 2s') },
  { name: 'a misdeal leaving a team without a player', error: () => deal('g: 0p 0x 2x') },
  { name: 'a seat out of the deal speaks', error: () => deal('g: 0p 1x 1p') },
  { name: 'biak imido at chica', error: () => deal('g: 0p 1p 2p 3p | c: 0B2') },
  { name: 'biak hordago at chica', error: () => deal('g: 0p 1p 2p 3p | c: 0O') },
  { name: 'a raise with no bet', error: () => deal('g: 0r2') },
  { name: 'a see with no bet', error: () => deal('g: 0s') },
  { name: 'a tira with no bet', error: () => deal('g: 0f') },
  { name: 'a paso while a bet stands', error: () => deal('g: 0b3 1p') },
  { name: 'a raise on a hordago', error: () => deal('g: 0o 1r2') },
  { name: 'a second opening bet', error: () => deal('g: 0b2 1b2') },
  { name: 'an imido of 1', error: () => deal('g: 0b1') },
  { name: 'a raise of 1 where the least is 2', error: () => deal('g: 0b2 1r1', { rules: { preset: 'ffmus', raiseMin: 2 } }) },
  { name: 'a bet before ba or ez', error: () => deal('g: 0p 1p 2p 3p | c: 0p 1p 2p 3p | p: 0b2') },
  { name: 'play before the discards', error: () => deal('m: 0m 1m 2m 3m | g: 0p') },
  { name: 'play with a mus round open', error: () => deal('m: 0m | g: 0p') },
  { name: 'a discard out of turn', error: () => deal('m: 0m 1m 2m 3m 1d1') },
  { name: 'a word after the manche was won', error: () => deal('g: 0b2 1f 2p', { score: { A: 39, B: 0 } }) },
  { name: 'an unfinished deal', error: () => deal('g: 0p 1p') },
  { name: 'three hands at a four-seat table', error: () => hands(HANDS.slice(0, 3)) },
  { name: 'a hand of five cards', error: () => hands([[...HANDS[0]!, '1'], ...HANDS.slice(1)]) },
  { name: 'a hand of three cards', error: () => hands([HANDS[0]!.slice(0, 3), ...HANDS.slice(1)]) },
  { name: 'a card not of the deck', error: () => hands([['13', ...HANDS[0]!.slice(1)], ...HANDS.slice(1)]) },
  { name: 'hands that are not a list', error: () => hands('x') },
  { name: 'a hand that is not a list', error: () => hands([HANDS[0], 'x', HANDS[2], HANDS[3]]) },
  { name: 'a wrong format', error: () => deal([], { format: 'mus-deal/2' }) },
  { name: 'an esku off the table', error: () => deal([], { esku: 9 }) },
  { name: 'an unknown rules preset', error: () => rules('mundial') },
  { name: 'a rule option not allowed', error: () => rules({ preset: 'ffmus', target: 41 }) },
  { name: 'manches to win out of range', error: () => rules({ preset: 'ffmus', manchesToWin: 0 }) },
  { name: 'a dentro out of range', error: () => rules({ preset: 'ffmus', dentro: 100 }) },
  { name: 'the match is over (input)', error: () => { const m = matchOver(); const r = interpret(m.view, emptyPad(4), { cmd: 'pass' }); if (r.outcome.kind !== 'error') throw new Error('no refusal'); return r.outcome.error; } },
  { name: 'the match is over (engine)', error: () => { const r = applyEntry(matchOver(), { type: 'action', action: act('mus', 1, 'mus') as never }); if (r.ok) throw new Error('accepted'); return r.error; } },
  { name: 'hands before the showdown', error: () => { const r = applyEntry(playMatch('g: 0p'), { type: 'hands', hands: HANDS }); if (r.ok) throw new Error('accepted'); return r.error; } },
  { name: 'a deal after the match was won', error: () => match({ rules: { preset: 'ffmus', manchesToWin: 1 }, deals: [FULL_DEAL, { ...FULL_DEAL, esku: 1 }] }) },
  { name: 'a match file whose deal stops before the next', error: () => { const r = fromMatchRecord({ format: 'mus-match/1', rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['P0', 'P1', 'P2', 'P3'], esku: 0, deals: [{ esku: 0, actions: acts('g: 0p') }, { esku: 1, actions: [] }] } as never); if (r.ok) throw new Error('accepted'); return r.error; } },
  { name: 'an 8 typed at the showdown', error: () => input(SHOW, [{ cmd: 'digit', digit: 8 }]) },
  { name: 'next with a hand of one card', error: () => input(SHOW, [...[12, 11, 10, 1, 7].map((n) => ({ cmd: 'card', number: n }) as TableCommand), { cmd: 'next' }]) },
  { name: 'a seat that may only cut', error: () => input('', [{ cmd: 'seat', seat: 2 }, { cmd: 'mus' }]) },
  { name: 'a discard count with no discard', error: () => input('m: 0c', [{ cmd: 'discard' }]) },
];

const PHASES = ['mus', 'grande', 'chica', 'pares', 'juego', 'punto', 'showdown'] as const;
/** The table's words (Basque, as the English messages say them) for an act, by its key in `table-words.ts`. */
const BASQUE_ACTS: [RegExp, keyof (typeof WORDS)['fr']['act']][] = [
  [/\bbiak imido\b/, 'biakBet'], [/\bbiak hordago\b/, 'biakOrdago'], [/\bimido\b/, 'bet'], [/\bgehiago\b/, 'raise'], [/\biduki\b/, 'see'],
  [/\btira\b/, 'fold'], [/\bkanta\b/, 'seeOrdago'], [/(?<!biak )\bhordago\b/, 'ordago'], [/\bmintza\b/, 'cut'], [/\bba\b/, 'ba'], [/\bez\b/, 'ez'],
];
const ACT_IDS = ['pass', 'bet', 'raise', 'ordago', 'see', 'fold', 'declare', 'mus', 'cut', 'discard', 'misdeal'] as const;

/** A fact of an English message and whether a sentence in `lang` says it. */
interface Fact { what: string; said: (s: string, lang: Lang) => boolean }

/** An act's word in a language: its button, or the table word in its brackets (en « See (iduki) »). */
function actSaid(key: keyof (typeof WORDS)['fr']['act'], s: string, lang: Lang): boolean {
  const word = WORDS[lang].act[key].toLowerCase();
  const bracket = /^(.+) \(([^)]+)\)$/.exec(word);
  const text = s.toLowerCase();
  // Basque puts its endings on the word (« Imidoak »): there the word only starts where it is said
  const end = lang === 'eu' ? '' : '([^\\p{L}]|$)';
  return [word, bracket?.[1], bracket?.[2]].some((w) => w !== undefined && new RegExp(`(^|[^\\p{L}])${w}${end}`, 'u').test(text));
}
const phaseSaid = (id: string) => (s: string, lang: Lang) => s.includes((WORDS[lang].phase as Record<string, string>)[id] ?? id) || s.includes(`"${id}"`) || s.includes(id);

/** The facts an English message names (its path and rule taken off): seats, teams, quoted values, phases, acts, figures. */
function factsOf(e: EngineError): Fact[] {
  let m = e.message;
  if (e.path && m.startsWith(`${e.path}: `)) m = m.slice(e.path.length + 2);
  if (m.startsWith('log[')) m = m.replace(/^log\[\d+\]: /, '');
  m = m.replace(/\((FFMus|Memo Mus|Pagat)[^)]*\)/g, '').replace(/\(art\. \d+\)/g, '').replace(/\(known: ffmus, pagat\)/, '');
  const facts: Fact[] = [];
  m = m.replace(/\bseat (\d+)(,\d+)*(?!-)/g, (_w, n: string) => {
    facts.push({ what: `seat ${n}`, said: (s, lang) => s.toLowerCase().includes(seatText(Number(n), lang).toLowerCase()) });
    return ' ';
  });
  // a deal's number, counted from 0 in the message, from 1 in the sentence (as the screens count them)
  m = m.replace(/\bdeal (\d+)\b/g, (_w, n: string) => {
    facts.push({ what: `deal ${n}`, said: (s) => new RegExp(`(^|\\D)${Number(n) + 1}(\\D|$)`).test(s) });
    return ' ';
  });
  m = m.replace(/\bteam ([AB])\b/g, (_w, t: string) => {
    facts.push({ what: `team ${t}`, said: (s) => new RegExp(`\\b${t}\\b`).test(s) });
    return ' ';
  });
  m = m.replace(/"([^"]*)"/g, (_w, v: string) => {
    if ((ACT_IDS as readonly string[]).includes(v)) facts.push({ what: `act ${v}`, said: (s, lang) => actSaid(v as (typeof ACT_IDS)[number], s, lang) || s.includes(v) });
    else if ((PHASES as readonly string[]).includes(v)) facts.push({ what: `phase ${v}`, said: phaseSaid(v) });
    else facts.push({ what: `value ${v}`, said: (s) => s.includes(v) });
    return ' ';
  });
  for (const id of PHASES) if (new RegExp(`\\b${id}\\b`).test(m.replace(/\bmus or cut\b|\bwent mus\b|\bsaid mus\b|\bsays mus\b/g, ''))) facts.push({ what: `phase ${id}`, said: phaseSaid(id) });
  for (const [re, key] of BASQUE_ACTS) if (re.test(m)) facts.push({ what: `act ${key}`, said: (s, lang) => actSaid(key, s, lang) });
  for (const n of m.match(/\b\d+\b/g) ?? []) facts.push({ what: `figure ${n}`, said: (s) => new RegExp(`(^|\\D)${n}(\\D|$)`).test(s) });
  return facts;
}

/** Each case's refusal, or why it gave none (said by its test). */
const FOUND = CASES.map((c) => {
  try {
    return { name: c.name, e: c.error(), failure: '' };
  } catch (x) {
    return { name: c.name, e: { code: 'action/malformed', message: '' } as EngineError, failure: String(x) };
  }
});

describe('the engine’s and the table’s refusals say the facts of their English message in every language', () => {
  it.each(FOUND)('$name: each language names every fact', ({ e, failure }) => {
    expect(failure, 'the case gave a refusal').toBe('');
    const facts = factsOf(e);
    expect(facts.length, `${e.code}: ${e.message} names no fact`).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const s = errorSeatSentence(e, lang);
      expect(s, `${lang} ${e.code}: no sentence of its own`).not.toBe(errorSentence('_', lang));
      expect(s, `${lang} ${e.code}: the English message`).not.toBe(e.message);
      const missing = facts.filter((f) => !f.said(s, lang)).map((f) => f.what);
      expect(missing, `${lang} ${e.code}: « ${s} » drops what « ${e.message} » says`).toEqual([]);
    }
  });

  it('a chica bet written as pares names both phases as the screen does (fr, es)', () => {
    const e = deal('g: 0p 1p 2p 3p | p: 0b2');
    expect(e.code).toBe('action/wrong-phase');
    expect(errorSeatSentence(e, 'fr')).toBe('La table en est à Tipia (petit), pas à Pariak (paires)');
    expect(errorSeatSentence(e, 'es')).toBe('La mesa está en Chica, no en Pares');
  });

  it('every sentence of the engine’s facts is said by a refusal provoked here', () => {
    const said = new Set(FOUND.map(({ e }) => {
      const form = typeof e.params?.form === 'string' ? e.params.form : undefined;
      if (e.seats) {
        const v = e.seats.bettor !== undefined ? 'bettor' : e.seats.team && e.seats.turn !== undefined ? 'team' : e.seats.turn !== undefined ? 'turn' : 'seat';
        return form ? `${e.code}#${v}@${form}` : `${e.code}#${v}`;
      }
      return `${e.code}#${form ?? 'names'}`;
    }));
    // guards the stages before them never let through: `#stage` (a word at a stage with no dialogue
    // open), `#dialogue` (a mus word in a dialogue: the reader refuses it first, `#musOnly`),
    // `#seat@at` (a dialogue with nobody to speak)
    const engine = Object.keys(FR).filter((k) => /^(action|hands|match|rules|input|record)\/[^#]+#(names|[a-z]+@[a-z]+|[a-z]+)$/i.test(k) && k.includes('#') && !/#(turn|team|bettor|seat)$/.test(k));
    const unprovoked = engine.filter((k) => !said.has(k) && !['action/wrong-phase#stage', 'action/wrong-phase#dialogue', 'action/not-your-turn#seat@at'].includes(k));
    expect(unprovoked.filter((k) => !/^(record\/(bad-score|score-mismatch|esku-mismatch)|hands\/(too-many-of-a-kind|duplicate-card))#/.test(k))).toEqual([]);
  });
});
