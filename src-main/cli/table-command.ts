/**
 * `mus table`: a headless table driven by a serial button box, without Electron. It creates a
 * {@link TableSession}, attaches the serial bridge, prints every change (phase, turn, score in
 * tantos and hamarrekos, refused keys, port events, warnings) and on exit (SIGINT/SIGTERM, or the
 * end of the match with `--until-over`) writes the match record (`mus-match/1`) with `--out`: after
 * each deal and on exit, its finished deals as the library exports them (`exportRecord`, a file
 * `mus check` accepts); on exit, a line says the deal in progress the file left out, if any.
 *
 *   npm run -s mus -- table --port /tmp/ttyA [--baud N] [--keymap keys.json] [--mode box|keypad|auto]
 *                            [--rules ffmus] [--esku 0] [--players a,b,c,d] [--teams A,B] [--out match.json]
 *                            [--lang fr|eu|es|en]
 *
 * What it prints is in the language of `--lang` (French by default; words in `table-texts.ts`).
 *
 * The options it shares with `mus serve` are read by `table-options.ts`; `--box PATH` is taken as
 * `--port PATH` (the name `mus serve` gives it).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { toTokens, whoSpeaks, type MatchSetup, type Score } from '../../shared/index.js';
import { TableSession } from '../../shared/session/table-session.js';
import { SerialBridge } from '../serial/bridge.js';
import type { BridgeMode, BridgeState } from '../../shared/bridge/box/box-state.js';
import { loadKeyMap } from '../serial/keymap-file.js';
import { DEFAULT_BAUD } from '../serial/protocol.js';
import { readTableArgs, readTableCommand, tableUsage, type TableWording } from './table-options.js';
import { helpT } from './help-texts.js';
import { UsageError } from './usage.js';
import { runUntilStopped } from './table-run.js';
import { LANGS, seatText, type Lang, type SeatNames } from '../../shared/i18n/index.js';
import { phaseWord, tableT } from './table-texts.js';
import { errorSeatSentence } from '../../shared/i18n/errors.js';
import type { EngineError, ErrorSeats } from '../../shared/types.js';
import { exportRecord, formatMatchFile, type LeftOutDeal } from '../../shared/library/match-file.js';

const WORDING: TableWording = { boxOption: '--port', firstSeat: 0, quiet: 'table' };

/** `mus table`'s own options, beside the shared ones (`--port` is the box's path, as `--box`). */
const OWN_OPTIONS = {
  port: { type: 'string' }, keymap: { type: 'string' }, debounce: { type: 'string' }, out: { type: 'string' }, 'until-over': { type: 'boolean' },
  lang: { type: 'string' },
} as const;

const COMMAND = {
  name: 'table',
  options: OWN_OPTIONS,
  usage: (lang: Lang) => helpT(lang)('table', { shared: tableUsage(WORDING, lang) }),
};

/** Options of {@link startTable}. */
export interface TableOptions {
  port?: string;
  auto?: boolean;
  baudRate?: number;
  mode?: BridgeMode;
  keymapFile?: string;
  debounceMs?: number;
  setup: MatchSetup;
  out?: string;
  quiet?: boolean;
  /** Language of the lines printed (default `fr`, as the command line's). */
  lang?: Lang;
  /**
   * The names the printed lines give the seats (default: the setup's players); a seat without one is
   * named by its place counted from 1 (« place 1 »), as the screens name it.
   */
  seatNames?: SeatNames;
  /** Where lines go (default stdout). */
  print?: (line: string) => void;
}

/** A running headless table. */
export interface HeadlessTable {
  session: TableSession;
  bridge: SerialBridge;
  /**
   * Writes the match record to `out` (atomically; no-op without `out`), as the library exports one
   * (`exportRecord`: the finished deals, a `mus-match/1` file `mus check` accepts).
   * @returns the deal in progress the file left out (null: none, or no `out`).
   */
  save(): LeftOutDeal | null;
  /** Stops the bridge, saves (a line says the deal in progress the file left out, if any), stops printing. */
  stop(): Promise<void>;
}

/** A score as `A 7 (1 hamarreko, 2 tantos) · B …`, in `lang`. */
const fmtScore = (s: Score, lang: Lang): string => {
  const w = tableT(lang);
  const t = (n: number) => {
    const k = toTokens(n);
    return w('points', { n, h: w('h', { count: k.hamarrekos }), t: w('t', { count: k.tantos }) });
  };
  return w('score', { A: t(s.A), B: t(s.B) });
};

/**
 * One line describing the table, in `lang`: deal, esku, phase, prompt, whose turn, score, manches.
 * Seats by `names` (default: the setup's players), else by their place counted from 1 (`seatText`).
 */
export function describeTable(s: TableSession, lang: Lang, names: SeatNames = s.match.view.setup.players): string {
  const w = tableT(lang);
  const v = s.match.view;
  const games = w('games', { A: v.manchesWon.A, B: v.manchesWon.B });
  if (!v.current) return w('over', { team: v.winner ?? '-', games });
  const t = whoSpeaks(v.current.state);
  const turn = t.prompt === 'showdown' ? w('showdownTurn') : w('turn', { seats: t.seats.map((x) => seatText(x, lang, names)).join(' / ') || '-' });
  return w('line', { n: v.current.index + 1, esku: seatText(v.current.state.esku, lang, names), phase: phaseWord(t.phase, lang), prompt: w(`prompt.${t.prompt}`), turn, score: fmtScore(v.score, lang), games });
}

/**
 * An error's message (its details, as the engine or the bridge wrote it), then its code's sentence in
 * `lang` unless English. An error about seats (`EngineError.seats`: a key for a seat that may not
 * speak, a hand typed short) is its sentence alone, in every language, naming the seats as the
 * screens do (`names`, else the places counted from 1): there is no file here, and the message's
 * 0-based seat numbers (« seat 2 cannot speak now ») would name another player than the status lines.
 * @param names the players' names by seat, as the status lines name them (none: the places)
 */
export function withSentence(e: { code: string; message: string; seats?: ErrorSeats; params?: EngineError['params'] }, lang: Lang, names?: SeatNames): string {
  if (e.seats) return errorSeatSentence(e, lang, names);
  // the sentence says the facts the message names (`params`: the phase, the bet standing…)
  return lang === 'en' ? e.message : `${e.message} — ${errorSeatSentence(e, lang, names)}`;
}

/** Where a deal stopped (a stage as the format names it: `pares-declare`, `showdown`…) in `lang`, as the status lines name it. */
const stageWord = (stage: string, lang: Lang): string =>
  stage === 'showdown' ? tableT(lang)('prompt.showdown') : phaseWord(stage.replace(/-declare$/, ''), lang);

function describePad(s: TableSession, lang: Lang, names: SeatNames): string {
  const w = tableT(lang);
  const p = s.pad;
  const cards = p.cards.map((c, i) => (c.length ? w('seatCards', { seat: seatText(i, lang, names), cards: c.join(' ') }) : '')).filter(Boolean).join(' | ');
  const parts = [p.digits ? w('digits', { d: p.digits }) : '', p.speaker !== null ? w('speaker', { seat: seatText(p.speaker, lang, names) }) : '', cards ? w('cards', { cards }) : ''].filter(Boolean);
  return w('pad', { parts: parts.join(' · ') || w('padEmpty') });
}

function describeBridge(b: BridgeState, lang: Lang): string {
  const w = tableT(lang);
  const box = b.box ? w('box', { id: b.box.id, session: b.box.session }) : '';
  const err = b.lastError && b.status !== 'connected' ? ` — ${withSentence(b.lastError, lang)}` : '';
  return w('bridge', { status: w(`status.${b.status}`), path: b.path ?? '', baud: b.baudRate, mode: b.activeMode, box, err });
}

function describeWarnings(b: BridgeState, lang: Lang): string {
  const w = tableT(lang);
  const list = Object.entries(b.warnings).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
  // what the last bad input was, in the reader's language (a refused key has its own ✗ line)
  const last = b.lastError?.code.startsWith('serial/') ? w('lastWarning', { what: withSentence(b.lastError, lang) }) : '';
  return `${w('warnings', { w: list || w('none'), applied: b.keys.applied, refused: b.keys.refused, duplicates: b.keys.duplicates })}${last}`;
}

/**
 * Starts a headless table: session + serial bridge + printing.
 * @throws Error when the key map or the setup is invalid (message names the field).
 */
export async function startTable(o: TableOptions): Promise<HeadlessTable> {
  const print = o.print ?? ((l: string) => process.stdout.write(`${l}\n`));
  const lang = o.lang ?? 'fr';
  const w = tableT(lang);
  const names = o.seatNames ?? o.setup.players;
  let keymap;
  if (o.keymapFile) {
    const k = loadKeyMap(o.keymapFile);
    if (!k.ok) throw new Error(k.error.message);
    keymap = k.value;
  }
  const created = new Date().toISOString();
  const session = TableSession.create(o.setup, { id: `table-${Date.now()}`, created });
  const bridge = new SerialBridge(session, {
    ...(o.port ? { path: o.port } : {}), auto: o.auto ?? !o.port, baudRate: o.baudRate ?? DEFAULT_BAUD, mode: o.mode ?? 'auto',
    ...(keymap ? { keymap } : {}), ...(o.debounceMs !== undefined ? { debounceMs: o.debounceMs } : {}),
  });
  // the finished deals only: a deal without its hands is refused by `mus check` and every reader
  const save = (): LeftOutDeal | null => {
    if (!o.out) return null;
    const { record, leftOut } = exportRecord(session.match, created);
    const tmp = `${o.out}.tmp`;
    writeFileSync(tmp, formatMatchFile(record));
    renameSync(tmp, o.out);
    return leftOut;
  };

  let logLength = 0;
  let dealsSettled = 0;
  let lastPad = '';
  const unsubSession = session.subscribe((s, why) => {
    if (why.error) {
      print(w('refused', { source: why.source, code: why.error.code, message: withSentence(why.error, lang, names) }));
      return;
    }
    const v = s.match.view;
    if (s.match.log.length !== logLength) {
      logLength = s.match.log.length;
      for (const d of v.deals.slice(dealsSettled)) {
        print(`${w('settled', { n: d.index + 1, end: w(`end.${d.end}`), score: fmtScore(d.scoreAfter, lang) })}${d.winner ? w('mancheTo', { team: d.winner }) : ''}`);
      }
      if (v.deals.length > dealsSettled) save();
      dealsSettled = v.deals.length;
      if (!o.quiet || !v.current) print(describeTable(s, lang, names));
      lastPad = '';
      return;
    }
    const pad = describePad(s, lang, names);
    if (!o.quiet && pad !== lastPad) print(pad);
    lastPad = pad;
  });

  let lastStatus = '';
  let warnTotal = 0;
  let warnTimer: NodeJS.Timeout | null = null;
  const unsubBridge = bridge.subscribe((b) => {
    const line = describeBridge(b, lang);
    const status = `${b.status} ${b.path} ${b.activeMode} ${b.box?.session ?? ''}`;
    if (status !== lastStatus) {
      lastStatus = status;
      print(line);
      if (b.status === 'connected' && !o.quiet) print(describeTable(session, lang, names));
    }
    if (b.warningTotal !== warnTotal && !warnTimer) {
      warnTimer = setTimeout(() => {
        warnTimer = null;
        warnTotal = bridge.state.warningTotal;
        print(describeWarnings(bridge.state, lang));
      }, 250);
    }
  });
  print(describeTable(session, lang, names));
  await bridge.start();
  return {
    session, bridge, save,
    async stop() {
      if (warnTimer) clearTimeout(warnTimer);
      unsubBridge();
      unsubSession();
      await bridge.stop();
      const left = save();
      if (left) print(w('leftOut', { n: left.deal + 1, m: left.manche + 1, stage: stageWord(left.stage, lang), actions: left.actions, deals: session.match.view.deals.length }));
    },
  };
}


/** Entry point of `mus table`: runs until SIGINT/SIGTERM (or the match's end with `--until-over`). */
export async function runTable(argv: string[]): Promise<number> {
  const read = readTableCommand(COMMAND, argv, (v) => {
    if (v.port !== undefined && v.box !== undefined && v.port !== v.box) throw new UsageError({ key: 'otherBoxPath', params: { box: JSON.stringify(v.box), port: JSON.stringify(v.port) } }, 'usage/conflicting-options', '--box, --port', 'box');
    const { setup, box, quiet } = readTableArgs(v, WORDING, v.port ?? v.box);
    if (!box) throw new UsageError({ key: 'givePort' }, 'usage/missing-option', '--port');
    const debounce = v.debounce === undefined ? undefined : Number(v.debounce);
    if (debounce !== undefined && !(debounce >= 0)) throw new UsageError({ key: 'notMs', params: { option: '--debounce', value: JSON.stringify(v.debounce) } }, 'usage/bad-value', '--debounce', 'debounce');
    const lang = LANGS.find((l) => l === (v.lang ?? 'fr'));
    if (!lang) throw new UsageError({ key: 'notOneOf', params: { option: '--lang', value: JSON.stringify(v.lang), list: LANGS.join(', ') } }, 'usage/bad-value', '--lang', 'lang');
    return { v, setup, box, quiet, debounce, lang };
  });
  if ('exit' in read) return read.exit;
  const { v, setup, box, quiet, debounce, lang } = read.args;

  const code = await runUntilStopped('table', () => startTable({
    ...(box.path ? { port: box.path } : {}), auto: box.auto, baudRate: box.baudRate, mode: box.mode, setup,
    ...(v.keymap ? { keymapFile: v.keymap } : {}), ...(debounce !== undefined ? { debounceMs: debounce } : {}),
    ...(v.out ? { out: v.out } : {}), quiet, lang,
    // without --players the setup's names are stand-ins (`seat 0`…): the lines say the places, « place 1 »…
    seatNames: v.players ? setup.players : [],
  }), v['until-over'] ? (table, done) => table.session.subscribe((s) => { if (s.match.view.winner) done(); }) : undefined);
  if (code !== 0) return code;
  if (v.out) process.stdout.write(`${tableT(lang)('written', { file: v.out })}\n`);
  return 0;
}
