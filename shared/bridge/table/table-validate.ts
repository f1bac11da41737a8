/**
 * Validation of every IPC payload that reaches the main process. The renderer is treated as
 * untrusted: each payload is checked field by field and rebuilt, so nothing but the expected fields
 * goes on to the session. Errors are data (`ipc/…` codes) naming the field.
 */
import type { EngineError, ErrorCode, MatchSetup, Result, TableCommand } from '../../index.js';
import { LANGS, type Lang } from '../../i18n/index.js';
import type { CommandRequest, OpenDisplayRequest, Settings, SetupForm } from './table-contract.js';
import { hasForbiddenChar } from '../../format/fields.js';

export type { CommandRequest } from './table-contract.js';

const NAME_MAX = 60;
const CARD_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12];

/**
 * A refused payload: `code` (default `ipc/bad-payload`), the JSON path of the field at fault, and a
 * message that starts with that path. Shared by every IPC validator (table, library, box).
 */
export function bad(path: string, message: string, code: ErrorCode = 'ipc/bad-payload'): { ok: false; error: EngineError & { path: string } } {
  return { ok: false, error: { code, path, message: `${path}: ${message}` } };
}

/** A plain object (not null, not an array). */
export function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A whole number in `lo..hi`. */
export function isInt(x: unknown, lo: number, hi: number): x is number {
  return Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
}

/** One of `allowed`. */
export function oneOf<T>(x: unknown, allowed: readonly T[]): x is T {
  return allowed.includes(x as T);
}

function name(x: unknown): x is string {
  return typeof x === 'string' && x.length <= NAME_MAX && !hasForbiddenChar(x);
}

/**
 * Checks a {@link TableCommand}: known `cmd`, typed fields in range (amounts 1-99, digits 0-9,
 * cards 1-7/10-12, seats 0-5 — a chosen speaker, a typed card's place, a misdeal's seat —, discards
 * 1-4). Extra fields are dropped.
 */
export function checkCommand(x: unknown, path = 'command'): Result<TableCommand> {
  if (!isObj(x) || typeof x.cmd !== 'string') return bad(path, 'a command is an object {cmd, …}');
  const both = (): Result<boolean | undefined> =>
    x.both === undefined ? { ok: true, value: undefined } : typeof x.both === 'boolean' ? { ok: true, value: x.both } : bad(`${path}.both`, 'must be true or false');
  const amount = (): Result<number | undefined> =>
    x.amount === undefined ? { ok: true, value: undefined } : isInt(x.amount, 1, 99) ? { ok: true, value: x.amount } : bad(`${path}.amount`, 'must be a whole number from 1 to 99');
  switch (x.cmd) {
    case 'pass': case 'see': case 'fold': case 'ba': case 'ez': case 'mus': case 'cut':
    case 'back': case 'enter': case 'undo': case 'redo': case 'next':
      return { ok: true, value: { cmd: x.cmd } };
    case 'bet': case 'ordago': {
      const b = both();
      if (!b.ok) return b;
      if (x.cmd === 'ordago') return { ok: true, value: b.value ? { cmd: 'ordago', both: true } : { cmd: 'ordago' } };
      const a = amount();
      if (!a.ok) return a;
      const c: TableCommand = { cmd: 'bet' };
      if (a.value !== undefined) c.amount = a.value;
      if (b.value) c.both = true;
      return { ok: true, value: c };
    }
    case 'raise': {
      const a = amount();
      if (!a.ok) return a;
      return { ok: true, value: a.value === undefined ? { cmd: 'raise' } : { cmd: 'raise', amount: a.value } };
    }
    case 'discard':
      if (x.count === undefined) return { ok: true, value: { cmd: 'discard' } };
      if (!isInt(x.count, 1, 4)) return bad(`${path}.count`, 'a discard is 1 to 4 cards');
      return { ok: true, value: { cmd: 'discard', count: x.count } };
    case 'digit':
      if (!isInt(x.digit, 0, 9)) return bad(`${path}.digit`, 'must be a digit 0-9');
      return { ok: true, value: { cmd: 'digit', digit: x.digit } };
    case 'card':
      if (!oneOf(x.number, CARD_NUMBERS)) return bad(`${path}.number`, 'must be a card number 1-7, 10, 11 or 12');
      return { ok: true, value: { cmd: 'card', number: x.number } };
    case 'seat':
      if (!isInt(x.seat, 0, 5)) return bad(`${path}.seat`, 'must be a seat 0-5');
      return { ok: true, value: { cmd: 'seat', seat: x.seat } };
    case 'slot':
      if (!isInt(x.seat, 0, 5)) return bad(`${path}.seat`, 'must be a seat 0-5');
      if (!isInt(x.index, 0, 3)) return bad(`${path}.index`, 'must be a card position 0-3');
      return { ok: true, value: { cmd: 'slot', seat: x.seat, index: x.index } };
    case 'move':
      if (!oneOf(x.dir, ['left', 'right', 'up', 'down'] as const)) return bad(`${path}.dir`, 'must be left, right, up or down');
      return { ok: true, value: { cmd: 'move', dir: x.dir } };
    case 'misdeal':
      if (!isInt(x.seat, 0, 5)) return bad(`${path}.seat`, 'must be a seat 0-5');
      return { ok: true, value: { cmd: 'misdeal', seat: x.seat } };
    case 'suit':
      if (!oneOf(x.suit, ['o', 'c', 'e', 'b'] as const)) return bad(`${path}.suit`, 'must be o, c, e or b (oros, copas, espadas, bastos)');
      return { ok: true, value: { cmd: 'suit', suit: x.suit } };
    default:
      return bad(`${path}.cmd`, `${JSON.stringify(x.cmd).slice(0, 40)} is not a command`);
  }
}

/** Checks a {@link CommandRequest} `{command, source}`. */
export function checkCommandRequest(x: unknown, path = 'payload'): Result<CommandRequest> {
  if (!isObj(x)) return bad(path, 'an object {command, source}');
  if (!oneOf(x.source, ['keyboard', 'ui'] as const)) return bad(`${path}.source`, 'keyboard or ui');
  const c = checkCommand(x.command, `${path}.command`);
  if (!c.ok) return c;
  return { ok: true, value: { command: c.value, source: x.source } };
}

const RULE_FIELDS: Record<string, readonly unknown[]> = {
  players: [4, 6], kings: [8, 4], juegoReal: ['off', 'any', 'oros'], target: [30, 40, 50], duples: ['ffmus', 'old'],
};

/**
 * Checks a {@link MatchSetup}: rules (a preset name or `{preset, players, kings, juegoReal, target,
 * duples, manchesToWin}`), team names, one player name per seat, esku a seat. The engine checks the
 * rest when the match starts.
 */
export function checkSetup(x: unknown, path = 'setup'): Result<MatchSetup> {
  if (!isObj(x)) return bad(path, 'a setup is an object {rules, teams, players, esku}');
  let rules: MatchSetup['rules'];
  let players = 4;
  if (typeof x.rules === 'string') {
    if (!oneOf(x.rules, ['ffmus', 'pagat'])) return bad(`${path}.rules`, 'unknown preset (ffmus, pagat)');
    rules = x.rules;
  } else if (isObj(x.rules)) {
    const r = x.rules;
    const out: Record<string, unknown> = {};
    if (!oneOf(r.preset, ['ffmus', 'pagat'])) return bad(`${path}.rules.preset`, 'unknown preset (ffmus, pagat)');
    out.preset = r.preset;
    for (const [k, allowed] of Object.entries(RULE_FIELDS)) {
      if (r[k] === undefined) continue;
      if (!allowed.includes(r[k])) return bad(`${path}.rules.${k}`, `must be one of ${allowed.join(', ')}`);
      out[k] = r[k];
    }
    if (r.manchesToWin !== undefined) {
      if (!isInt(r.manchesToWin, 1, 9)) return bad(`${path}.rules.manchesToWin`, 'must be a whole number from 1 to 9');
      out.manchesToWin = r.manchesToWin;
    }
    if (out.players === 6) players = 6;
    rules = out as MatchSetup['rules'];
  } else {
    return bad(`${path}.rules`, 'a preset name or a rules object');
  }
  if (!isObj(x.teams) || !name(x.teams.A) || !name(x.teams.B)) return bad(`${path}.teams`, `two team names {A, B} of at most ${NAME_MAX} characters, without control or writing-direction characters`);
  if (!Array.isArray(x.players) || x.players.length !== players || !x.players.every(name)) {
    return bad(`${path}.players`, `${players} player names of at most ${NAME_MAX} characters`);
  }
  if (!isInt(x.esku, 0, players - 1)) return bad(`${path}.esku`, `a seat 0-${players - 1}`);
  return { ok: true, value: { rules, teams: { A: x.teams.A, B: x.teams.B }, players: [...x.players] as string[], esku: x.esku } };
}

/** Checks a {@link SetupForm} (the remembered new-match form). */
export function checkSetupForm(x: unknown, path = 'setup'): Result<SetupForm> {
  if (!isObj(x)) return bad(path, 'an object');
  if (!oneOf(x.preset, ['ffmus', 'pagat'] as const)) return bad(`${path}.preset`, 'ffmus or pagat');
  if (!oneOf(x.players, [4, 6] as const)) return bad(`${path}.players`, '4 or 6');
  if (!oneOf(x.kings, [8, 4] as const)) return bad(`${path}.kings`, '8 or 4');
  if (!oneOf(x.juegoReal, ['off', 'any', 'oros'] as const)) return bad(`${path}.juegoReal`, 'off, any or oros');
  if (!oneOf(x.target, [30, 40, 50] as const)) return bad(`${path}.target`, '30, 40 or 50');
  if (!oneOf(x.duples, ['ffmus', 'old'] as const)) return bad(`${path}.duples`, 'ffmus or old');
  if (!isInt(x.manchesToWin, 1, 9)) return bad(`${path}.manchesToWin`, '1 to 9');
  if (!isObj(x.teams) || !name(x.teams.A) || !name(x.teams.B)) return bad(`${path}.teams`, 'two team names');
  if (!Array.isArray(x.names) || x.names.length > 6 || !x.names.every(name)) return bad(`${path}.names`, 'up to 6 names');
  if (!isInt(x.dealer, 0, 5)) return bad(`${path}.dealer`, 'a seat 0-5');
  return {
    ok: true,
    value: {
      preset: x.preset, players: x.players, kings: x.kings, juegoReal: x.juegoReal, target: x.target, duples: x.duples,
      manchesToWin: x.manchesToWin, teams: { A: x.teams.A, B: x.teams.B }, names: [...x.names] as string[], dealer: x.dealer,
    },
  };
}

/** Checks {@link Settings}. */
export function checkSettings(x: unknown, path = 'settings'): Result<Settings> {
  if (!isObj(x)) return bad(path, 'an object {lang, setup}');
  if (!oneOf<Lang>(x.lang, LANGS)) return bad(`${path}.lang`, `one of ${LANGS.join(', ')}`);
  if (x.setup === null || x.setup === undefined) return { ok: true, value: { lang: x.lang, setup: null } };
  const s = checkSetupForm(x.setup, `${path}.setup`);
  if (!s.ok) return s;
  return { ok: true, value: { lang: x.lang, setup: s.value } };
}

/** Checks an {@link OpenDisplayRequest}. */
export function checkOpenDisplay(x: unknown, path = 'display'): Result<OpenDisplayRequest> {
  if (!isObj(x)) return bad(path, 'an object {displayId, fullscreen}');
  if (x.displayId !== null && !(Number.isSafeInteger(x.displayId))) return bad(`${path}.displayId`, 'a display id or null');
  if (typeof x.fullscreen !== 'boolean') return bad(`${path}.fullscreen`, 'true or false');
  return { ok: true, value: { displayId: x.displayId as number | null, fullscreen: x.fullscreen } };
}

/** Checks that a payload is absent (channels that take no argument). */
export function checkNothing(x: unknown, path = 'payload'): Result<undefined> {
  if (x !== undefined && x !== null) return bad(path, 'this call takes no argument');
  return { ok: true, value: undefined };
}
