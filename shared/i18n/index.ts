/**
 * Ledger texts in four languages through i18next: French with the Basque table words (default),
 * Basque, Spanish and English. The engine returns language-neutral reasons (`why`); these turn
 * them into words.
 */
import i18next, { type i18n, type TFunction } from 'i18next';
import type { Credit, Reason, Settlement } from '../types.js';
import { exchange } from '../score/tokens.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { es } from './es.js';
import { eu } from './eu.js';
import { nameOf, type SeatNames } from './seat-words.js';

export { PLACE_N, nameOf, type SeatNames } from './seat-words.js';

/** The languages of the app. */
export type Lang = 'fr' | 'eu' | 'es' | 'en';
/** All languages, default first. */
export const LANGS: readonly Lang[] = ['fr', 'eu', 'es', 'en'];

let instance: i18n | null = null;

/** The shared i18next instance with the ledger texts (namespace `ledger`), created on first use. */
export function ledgerI18n(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({
    lng: 'fr', fallbackLng: 'en', initAsync: false, ns: ['ledger'], defaultNS: 'ledger',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    resources: { en: { ledger: en }, fr: { ledger: fr }, es: { ledger: es }, eu: { ledger: eu } },
  });
  return instance;
}

/** A translator fixed to one language. */
export function ledgerT(lang: Lang): TFunction {
  return ledgerI18n().getFixedT(lang, 'ledger');
}

/** A translation with its parameters, as a function of the key (see {@link memoT}). */
export type TextOf = (key: string, params?: Record<string, string | number>) => string;

/** Rendered texts by translator (`namespace:lang`), then by key and parameters. */
const MEMOS = new Map<string, { t: TextOf; texts: Map<string, string> }>();
/** Texts kept per translator before its memo starts again (a bound, not a tuning knob). */
const MEMO_MAX = 50_000;
let memoOn = true;

/**
 * A memoised translator: the same key with the same parameters gives the same text, so each is made
 * once by i18next (whose `t` copies its options on every call) and then read from a map. The text is
 * exactly what `t` gives. Made once per namespace and language.
 * @param id the namespace and language, e.g. `ledger:fr`
 * @param make the underlying translator, called on the first use of `id`
 * @param template the template i18next would fill for a key and its parameters, when it can be told
 *   without i18next (then `{{name}}` placeholders are filled here); undefined lets i18next make the text
 */
export function memoT(id: string, make: () => TFunction, template?: (key: string, params?: Record<string, string | number>) => unknown): TextOf {
  const known = MEMOS.get(id);
  if (known) return known.t;
  const t = make();
  const texts = new Map<string, string>();
  const memo: TextOf = (key, params) => {
    if (!memoOn) return t(key, params) as string;
    let k = key;
    if (params) for (const p in params) k += `\u0001${p}\u0002${params[p]}`;
    let v = texts.get(k);
    if (v === undefined) {
      v = (template && fill(template(key, params), params)) ?? (t(key, params) as string);
      if (texts.size >= MEMO_MAX) texts.clear();
      texts.set(k, v);
    }
    return v;
  };
  MEMOS.set(id, { t: memo, texts });
  return memo;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * A template's `{{name}}` placeholders filled with `params`, as i18next fills them with this
 * project's settings (no escaping, no plurals, no nesting, no formats in these texts); or undefined
 * when the template is missing or needs more than that (a missing value, a nesting or a plural):
 * i18next itself then makes the text.
 */
function fill(template: unknown, params?: Record<string, string | number>): string | undefined {
  if (typeof template !== 'string' || template.includes('$t(')) return undefined;
  let missing = false;
  const out = template.replace(PLACEHOLDER, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined) {
      missing = true;
      return '';
    }
    return typeof v === 'string' ? v : String(v);
  });
  return missing ? undefined : out;
}

/** Turns the text memo on or off (on by default; off only to measure it: `npm run bench -- cli`). */
export function setTextMemo(on: boolean): void {
  memoOn = on;
  for (const m of MEMOS.values()) m.texts.clear();
  for (const l of LANGS) BY_REASON[l] = new WeakMap();
}

/** The plural categories of each language, as i18next chooses them (`Intl.PluralRules`, cardinal). */
const PLURAL_RULES = Object.freeze(Object.fromEntries(LANGS.map((l) => [l, new Intl.PluralRules(l, { type: 'cardinal' })]))) as Readonly<Record<Lang, Intl.PluralRules>>;

/**
 * The ledger template i18next looks up for `key` in `lang` (undefined when `lang` has none: i18next
 * then falls back to English itself). With a numeric `count`, in i18next's order: `key_zero` (a
 * count of 0), `key_<plural category>` (« 1 relance », « 2 relances »), then `key`.
 */
function ledgerTemplate(lang: Lang, key: string, params?: Record<string, string | number>): unknown {
  const store = ledgerI18n();
  const res = (k: string): unknown => store.getResource(lang, 'ledger', k);
  const count = params?.count;
  if (typeof count !== 'number') return res(key);
  return (count === 0 ? res(`${key}_zero`) : undefined) ?? res(`${key}_${PLURAL_RULES[lang].select(count)}`) ?? res(key);
}

/** The ledger's memoised translator for a language. */
export function ledgerText(lang: Lang): TextOf {
  return memoT(`ledger:${lang}`, () => ledgerT(lang), (key, params) => ledgerTemplate(lang, key, params));
}

/** « a el » / « de el » before a Spanish phase name (`es.ts`: « el juego », « el punto », « el mus », « el reparto »). */
const ES_CONTRACTION = /\b(a|de) el (juego|punto|mus|reparto)\b/g;

/**
 * A seat as a person reads it in `lang`: the player's name in `names` when there is one, else its
 * place counted from 1 (« place 1 » for seat 0, en « seat 1 »; `seat-words.ts`), as the screens say it.
 * @param seat a seat number, 0-based as in the data
 */
export function seatText(seat: number, lang: Lang, names?: SeatNames): string {
  return nameOf(names, seat) ?? ledgerText(lang)('seatN', { n: seat + 1 });
}

/**
 * Renders a reason in a language (phase names translated). A seat (`seat`, `beaten`) is named by
 * the player's name in `names` when there is one (the same words as the screens, French « paires de
 * Maite »), else by its place counted from 1 (« paires de la place 1 »); the numbers in `why` stay
 * 0-based.
 * @param names the players' names by seat (mus-match/1 `players`), when the record carries them
 */
export function renderReason(why: Reason, lang: Lang, names?: SeatNames): string {
  const t = ledgerText(lang);
  const params: Record<string, string | number> = { ...(why.params ?? {}) };
  if (names) {
    for (const k of ['seat', 'beaten'] as const) {
      const seat = params[k];
      const name = typeof seat === 'number' ? nameOf(names, seat) : undefined;
      if (name !== undefined) params[k] = name;
    }
  }
  if (typeof params.phase === 'string') {
    params.phaseOf = t(`phaseOf.${params.phase}`);
    params.phase = t(`phase.${params.phase}`);
  }
  // plurals (« 1 relance », « 2 relances ») go by i18next's `count`
  if (typeof params.raises === 'number') params.count = params.raises;
  // « le 1 tiré … est annulé », « les 3 tirés … sont annulés » (a misdeal's or a voided phase's points)
  else if (typeof params.points === 'number') params.count = params.points;
  // a seat beaten by a Juego Real: « place 2 » by its place (no name known), a name as is
  if (typeof params.beaten === 'number') params.beaten = t('seatN', { n: params.beaten + 1 });
  if (lang === 'fr') articledSeat(params, t, FRENCH_SEAT);
  else if (lang === 'es') articledSeat(params, t, SPANISH_SEAT);
  // English names a seat « seat 1 » by its place, a player by the name alone (« Maite said ba »)
  else if (lang === 'en' && typeof params.seat === 'number') params.seat = t('seatN', { n: params.seat + 1 });
  // Basque names a seat by its place as the screens do (« 1. lekua », PLACE_N): « 1. lekuko jokalariak »
  // (the player at place 1: seat 0); a name as is (« Maite jokalariak »)
  if (lang === 'eu' && typeof params.seat === 'number') params.seat = `${params.seat + 1}. lekuko`;
  let text = t(textKey(why.key, params), params);
  // Spanish contracts « a el » and « de el » before a phase: « quiero al punto », « no quiero del juego »
  if (lang === 'es') text = text.replace(ES_CONTRACTION, (_, prep: string, phase: string) => `${prep === 'a' ? 'al' : 'del'} ${phase}`);
  // an accepted hordago voided with the bets of its phase (`settle.ts`)
  if (typeof params.ordago === 'string') text += ` — ${t('ordago.voided', { ordagoPhase: t(`phase.${params.ordago}`) })}`;
  // the Juego Real note: why a 31 beat another (`settle/juego-real.ts`)
  return params.real === 'any' || params.real === 'oros' ? `${text} — ${t(`juegoReal.${params.real}`, params)}` : text;
}

/**
 * The text key of a reason: its own, but for the punto point given to a team after a tira
 * (`base.punto` {team}: no seat to name, `shared/score/reasons.ts`), said by `base.puntoTeam`.
 */
function textKey(key: string, params: Readonly<Record<string, string | number>>): string {
  return key === 'base.punto' && typeof params.team === 'string' ? 'base.puntoTeam' : key;
}

/** The words around a seat in a language that names it with an article (see {@link articledSeat}). */
interface SeatArticles {
  /** Before « place 2 »: « la », « el » (« el sitio 2 »). */
  the: string;
  /** After a noun, before « place 2 »: « de la », « del ». */
  of: string;
  /** After a noun, before a player's name: « de Maite », « d’Ane ». */
  ofName(name: string): string;
}

/**
 * French: « la place 2 », « paires de la place 2 »; a player by the name alone (« Maite », « paires de
 * Maite », « d’Ane »).
 */
const FRENCH_SEAT: SeatArticles = { the: 'la', of: 'de la', ofName: (n) => (/^[aeiouyàâéèêëîïôöûü]/i.test(n) ? `d’${n}` : `de ${n}`) };
/** Spanish: « el sitio 2 », « pares del sitio 2 »; a player by the name alone (« pares de Maite »; it said « el jugador Maite »). */
const SPANISH_SEAT: SeatArticles = { the: 'el', of: 'del', ofName: (n) => `de ${n}` };

/**
 * A seat by its place (counted from 1) with its article, a player by the name alone, in a language
 * whose texts say `{{seat}}`, `{{seatOf}}` (after a noun) and `{{seatName}}` (in brackets): French
 * and Spanish.
 */
function articledSeat(params: Record<string, string | number>, t: TextOf, a: SeatArticles): void {
  const seat = params.seat;
  if (typeof seat === 'number') {
    params.seatName = t('seatN', { n: seat + 1 });
    params.seat = `${a.the} ${params.seatName}`;
    params.seatOf = `${a.of} ${params.seatName}`;
  } else if (typeof seat === 'string') {
    params.seatName = seat;
    params.seatOf = a.ofName(seat);
  }
}

/** The colon after a label in a language: French puts a narrow no-break space before it (« FFMus art. 17 : »). */
export function colon(lang: Lang): string {
  return lang === 'fr' ? '\u202f: ' : ': ';
}

/**
 * Texts of the engine's shared reasons by language: most credits carry one of a few frozen reason
 * objects (`shared/score/reasons.ts`), so their text is found by identity, before any key is built.
 */
const BY_REASON: Record<Lang, WeakMap<Reason, string>> = { fr: new WeakMap(), eu: new WeakMap(), es: new WeakMap(), en: new WeakMap() };

/**
 * The text of a credit: its rule, then its reason, e.g. "FFMus art. 17: …" (« FFMus art. 17 : … » in
 * French, see {@link colon}); seats by the players' `names` when given (see {@link renderReason}).
 */
export function creditText(c: Pick<Credit, 'rule' | 'why'>, lang: Lang, names?: SeatNames): string {
  const why = c.why;
  if (names) return `${c.rule}${colon(lang)}${renderReason(why, lang, names)}`;
  if (memoOn && Object.isFrozen(why)) {
    const known = BY_REASON[lang].get(why);
    if (known !== undefined) return `${c.rule}${colon(lang)}${known}`;
    const text = renderReason(why, lang);
    BY_REASON[lang].set(why, text);
    return `${c.rule}${colon(lang)}${text}`;
  }
  return `${c.rule}${colon(lang)}${renderReason(why, lang)}`;
}

/** Fills `reason` on every credit of a settlement (returns a copy); seats by the players' `names` when given. */
export function renderSettlement<S extends Pick<Settlement, 'ledger'>>(s: S, lang: Lang, names?: SeatNames): S {
  return { ...s, ledger: s.ledger.map((c) => ({ ...c, reason: creditText(c, lang, names) })) };
}

/** The exchange the table makes for a credit, in words, e.g. "take 1 hamarreko, return 3 tantos". */
export function exchangeText(before: number, after: number, lang: Lang): string {
  const t = ledgerText(lang);
  const x = exchange(before, after);
  const parts: string[] = [];
  if (x.hamarrekos > 0) parts.push(t('tokens.take', { hamarrekos: x.hamarrekos, count: x.hamarrekos }));
  if (x.tantos > 0) parts.push(t('tokens.takeTantos', { tantos: x.tantos, count: x.tantos }));
  if (x.hamarrekos < 0) parts.push(t('tokens.returnH', { hamarrekos: -x.hamarrekos, count: -x.hamarrekos }));
  if (x.tantos < 0) parts.push(t('tokens.returnT', { tantos: -x.tantos, count: -x.tantos }));
  return parts.length ? parts.join(', ') : t('tokens.none');
}

/** A score in words as the table keeps it, e.g. "7 hamarrekos + 2 tantos", "1 hamarreko + 1 tanto". */
export function tokensText(score: number, lang: Lang): string {
  const t = ledgerText(lang);
  const h = Math.floor(score / 5);
  const n = score % 5;
  // each count with its own plural (« 1 hamarreko + 2 tantos »; French says « 0 tanto »)
  return t('tokens.score', { h: t('tokens.h', { count: h }), t: t('tokens.t', { count: n }) });
}
