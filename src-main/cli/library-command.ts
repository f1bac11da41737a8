/**
 * `mus library …`: the match library from the command line (docs/storage.md).
 *
 *     mus library list [--status S] [--search TEXT] [--from DATE] [--to DATE] [--oldest] [--json]
 *     mus library show ID [--json]
 *     mus library export ID [--out FILE]
 *     mus library import FILE|- [--allow-duplicate] [--json]
 *     mus library delete ID [--confirm TOKEN]
 *     mus library standings [--search TEXT] [--from DATE] [--to DATE] [--ids ID,ID…] [--csv] [--out FILE] [--json]
 *     mus library recover [--json]
 *
 * Every subcommand takes `--data-dir DIR` (default: `MUS_DATA_DIR`, else the per-user folder) and
 * `--lang fr|eu|es|en` (default fr) for the words of its readable lines (library-labels.ts); `--json`,
 * `--csv` and the exported file are the same in every language.
 * Errors print a code and a reason, never a stack; exit codes: 0 ok, 1 failed, 2 usage error.
 */
import { writeFileSync } from 'node:fs';
import { resolveDataDir } from '../journal/data-dir.js';
import { MatchLibrary } from '../library/library.js';
import { STATUSES, type LibraryQuery } from '../../shared/library/search.js';
import { standingsCsv } from '../../shared/library/club-standings.js';
import type { EngineError } from '../../shared/types.js';
import { messageOf } from '../journal/errors.js';
import { cannotRead, readBytesSync } from './read-json.js';
import { readT } from './read-texts.js';
import { INPUT_LIMITS } from '../../shared/format/input-gate.js';
import { argumentCountError, parseCommandArgs, usageLang, usageText, UsageError } from './usage.js';
import { LANGS, seatText, type Lang } from '../../shared/i18n/index.js';
import { playersOf, problemText, withoutSeats } from './problem-text.js';
import { otherCommand } from './labels.js';
import { helpT } from './help-texts.js';
import { parseGated } from '../../shared/format/gate.js';
import { codeLine, libraryT, openedLines, problemLine, standingsTable, summaryLine } from './library-labels.js';

/** `mus library`'s help in `lang` (`help-texts.ts`). */
const usage = (lang: Lang): string => helpT(lang)('library');

type Io = { out: (s: string) => void; err: (s: string) => void; stdin: () => string | Uint8Array };

/** A pipe or a device read as a file that goes on past the gate's size limit. */
class OverLimit extends Error {
  constructor(readonly what: string) {
    super(`${what}: the input goes on past ${INPUT_LIMITS.bytes} bytes (at most ${INPUT_LIMITS.bytes}); a match file is a few tens of kB (format/too-large)`);
  }
}
const overLimit = (what: string): never => {
  throw new OverLimit(what);
};

const defaultIo: Io = {
  out: (s) => process.stdout.write(s.endsWith('\n') ? s : `${s}\n`),
  err: (s) => process.stderr.write(s.endsWith('\n') ? s : `${s}\n`),
  stdin: () => readBytesSync(0) ?? overLimit('-'),
};

const OPTIONS = {
  'data-dir': { type: 'string' },
  lang: { type: 'string' },
  json: { type: 'boolean' },
  status: { type: 'string' },
  search: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  oldest: { type: 'boolean' },
  out: { type: 'string' },
  confirm: { type: 'string' },
  'allow-duplicate': { type: 'boolean' },
  ids: { type: 'string' },
  csv: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Which options each subcommand accepts (besides --data-dir, --lang and --help). */
const ALLOWED: Record<string, readonly string[]> = {
  list: ['json', 'status', 'search', 'from', 'to', 'oldest'],
  show: ['json'],
  export: ['out'],
  import: ['allow-duplicate', 'json'],
  delete: ['confirm'],
  standings: ['search', 'from', 'to', 'ids', 'csv', 'out', 'json'],
  recover: ['json'],
};

/** Positional arguments each subcommand needs. */
const POSITIONALS: Record<string, { n: number; name: string }> = {
  list: { n: 0, name: '' }, show: { n: 1, name: 'ID' }, export: { n: 1, name: 'ID' }, import: { n: 1, name: 'FILE' },
  delete: { n: 1, name: 'ID' }, standings: { n: 0, name: '' }, recover: { n: 0, name: '' },
};


/**
 * Runs `mus library …`.
 * @param argv the arguments after `library`.
 * @param given where it writes (and reads `import -`), each defaulting to the process's streams
 * @returns the exit code: 0 ok, 1 failed, 2 usage error.
 */
export async function runLibrary(argv: string[], given: Partial<Io> = {}): Promise<number> {
  const io: Io = { ...defaultIo, ...given };
  try {
    return run(argv, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`mus library: ${usageText(e, usageLang(argv))}\n${usage(usageLang(argv))}`);
      return 2;
    }
    io.err(`mus library: ${messageOf(e)}`);
    return 1;
  }
}

function run(argv: string[], io: Io): number {
  const [cmd, ...rest] = argv;
  if (cmd === undefined || cmd === 'help' || cmd === '--help' || cmd === '-h') {
    io.out(usage(usageLang(rest)));
    return cmd === undefined ? 2 : 0;
  }
  const allowed = ALLOWED[cmd];
  const want = POSITIONALS[cmd];
  if (!allowed || !want) throw new UsageError({ key: 'unknownCommand', params: { command: cmd } }, 'usage/unknown-command', cmd);
  const parsed = parseCommandArgs(cmd, rest, OPTIONS);
  const v = parsed.values;
  if (v.help) {
    io.out(usage(usageLang(rest)));
    return 0;
  }
  for (const k of Object.keys(v)) {
    if (k !== 'data-dir' && k !== 'lang' && !allowed.includes(k)) throw new UsageError({ key: 'notForCommand', params: { option: `--${k}` }, cmd }, 'usage/unknown-option', `--${k}`);
  }
  if (parsed.positionals.length !== want.n) {
    throw argumentCountError(want.n ? { key: 'nameOne', params: { name: want.name }, cmd } : { key: 'unexpectedArgument', params: { value: JSON.stringify(parsed.positionals[0]) }, cmd }, want.name, parsed.positionals, want.n);
  }
  const lang = (v.lang ?? 'fr') as Lang;
  if (!LANGS.includes(lang)) throw new UsageError({ key: 'notOneOf', params: { option: '--lang', value: JSON.stringify(v.lang), list: LANGS.join(', ') } }, 'usage/bad-value', '--lang');
  const t = libraryT(lang);
  const line = (s: Parameters<typeof summaryLine>[0]) => summaryLine(s, lang);
  const fail = (e: Pick<EngineError, 'code' | 'message'>): number => {
    io.err(`mus library: ${codeLine(e, lang)}`);
    return 1;
  };
  // '' only for the commands that name no argument (the count is checked above)
  const arg = parsed.positionals[0] ?? '';
  const lib = new MatchLibrary(resolveDataDir({ given: v['data-dir'] }));
  const query = (): LibraryQuery => {
    const q: LibraryQuery = {};
    if (v.status !== undefined) {
      if (!(STATUSES as readonly string[]).includes(v.status)) throw new UsageError({ key: 'notOneOf', params: { option: '--status', value: JSON.stringify(v.status), list: STATUSES.join(', ') } }, 'usage/bad-value', '--status');
      q.status = v.status as LibraryQuery['status'];
    }
    for (const k of ['from', 'to'] as const) {
      const d = v[k];
      if (d === undefined) continue;
      if (!/^\d{4}-\d{2}-\d{2}/.test(d) || Number.isNaN(Date.parse(d))) throw new UsageError({ key: 'notDate', params: { option: `--${k}`, value: JSON.stringify(d) } }, 'usage/bad-value', `--${k}`);
      q[k] = d;
    }
    if (v.search !== undefined) q.text = v.search;
    if (v.oldest) q.sort = 'oldest';
    return q;
  };

  switch (cmd) {
    case 'list': {
      const list = lib.list(query());
      if (v.json) io.out(JSON.stringify(list, null, 2));
      else if (list.length === 0) io.out(t('none', { dir: lib.paths.matches }));
      else for (const s of list) io.out(line(s));
      return 0;
    }
    case 'show': {
      const r = lib.open(arg, 'read');
      if (!r.ok) return fail(r.error);
      const o = r.value;
      o.close();
      const s = lib.get(arg);
      if (v.json) {
        const m = o.session?.match;
        io.out(JSON.stringify({
          summary: s,
          deals: m?.view.deals.map((d) => ({ index: d.index, manche: d.manche, esku: d.esku, scoreBefore: d.scoreBefore, scoreAfter: d.scoreAfter, winner: d.winner, end: d.end })) ?? [],
          warnings: o.warnings,
          problems: o.problems,
        }, null, 2));
        return o.problems.length ? 1 : 0;
      }
      if (s) io.out(line(s));
      if (s) io.out(t('players', { players: s.players.join(', '), rules: s.rules }));
      for (const d of o.session?.match.view.deals ?? []) {
        const before = `${d.scoreBefore.A}-${d.scoreBefore.B}`;
        const after = `${d.scoreAfter.A}-${d.scoreAfter.B}`;
        io.out(t('deal', { n: d.index + 1, m: d.manche + 1, seat: seatText(d.esku, lang, o.session?.match.view.setup.players), before, after }) + (d.winner ? t('mancheTo', { team: d.winner }) : ''));
      }
      const view = o.session?.match.view;
      const cur = view?.current;
      if (view && cur) io.out(t('now', { n: cur.index + 1, m: cur.manche + 1, stage: cur.state.stage, A: view.score.A, B: view.score.B }));
      for (const l of openedLines(o, lang)) io.out(l);
      return o.problems.length ? 1 : 0;
    }
    case 'export': {
      const r = lib.exportMatch(arg);
      if (!r.ok) return fail(r.error);
      for (const w of r.value.warnings) io.err(t('exportWarning', { w }));
      const left = r.value.leftOut;
      if (left) io.err(t('leftOut', { n: left.deal + 1, m: left.manche + 1, stage: left.stage, actions: left.actions, deals: r.value.record.deals.length }));
      if (v.out) {
        writeFileSync(v.out, r.value.text);
        io.err(t('exported', { id: arg, file: v.out }));
      } else io.out(r.value.text);
      return 0;
    }
    case 'import': {
      let text: string | Uint8Array; // bytes: the input gate checks the encoding
      try {
        text = arg === '-' ? io.stdin() : readBytesSync(arg) ?? overLimit(arg);
      } catch (e) {
        // said in the language of --lang (read-texts.ts), as `settle` says them
        if (e instanceof OverLimit) return fail({ code: 'format/too-large', message: `${e.what}: ${readT(lang)('inputPast', { limit: INPUT_LIMITS.bytes })} (format/too-large)` });
        return fail({ code: 'import/unreadable', message: `${arg}: ${cannotRead(e, lang)}` });
      }
      const r = lib.importText(text, { allowDuplicate: v['allow-duplicate'] });
      if (v.json) {
        io.out(JSON.stringify(r.ok ? { ok: true, id: r.value.id, summary: r.value.summary } : { ok: false, problems: r.error.problems.map(withoutSeats) }, null, 2));
        return r.ok ? 0 : 1;
      }
      if (!r.ok) {
        io.err(t('refused', { file: arg, count: r.error.problems.length }));
        // an action refused names its seats by the file's players, as `mus replay` does
        const named = r.error.problems.some((p) => p.seats) ? parseGated(text) : null;
        const names = named?.ok ? playersOf(named.value) : undefined;
        for (const p of r.error.problems) io.err(`  ${problemText(p, lang, names)}`);
        // a deal or a tournament night given here: the command that reads it
        const doc = r.error.code === 'record/bad-format' ? parseGated(text) : null;
        if (doc?.ok) for (const h of otherCommand(arg, doc.value, ['mus-match/1'], lang)) io.err(h);
        return 1;
      }
      io.out(t('imported', { id: r.value.id }));
      io.out(line(r.value.summary));
      return 0;
    }
    case 'delete': {
      if (v.confirm === undefined) {
        const d = lib.deletion(arg);
        if (!d.ok) return fail(d.error);
        io.out(line(d.value.summary));
        io.err(t('notDeleted', { id: arg, token: d.value.token }));
        return 1;
      }
      const r = lib.delete(arg, v.confirm);
      if (!r.ok) return fail(r.error);
      io.out(t('deleted', { id: arg, to: r.value.trashedAs }));
      return 0;
    }
    case 'standings': {
      const q = query();
      const ids = v.ids?.split(',').map((x) => x.trim()).filter(Boolean);
      const st = lib.standings(ids ? { ids } : q);
      for (const sk of st.skipped) io.err(t('skipped', { id: sk.id, why: sk.why }));
      let text: string;
      if (v.csv) text = standingsCsv(st.rows);
      else if (v.json) text = `${JSON.stringify(st, null, 2)}\n`;
      else text = standingsTable(st, lang);
      if (v.out) {
        writeFileSync(v.out, text);
        io.err(t('written', { file: v.out }));
      } else io.out(text);
      return 0;
    }
    case 'recover': {
      const all = lib.recoverUnfinished();
      const report = all.map(({ id, opened }) => {
        opened.close();
        const view = opened.session?.match.view;
        return {
          id,
          resumable: !opened.readOnly,
          at: view?.current ? { deal: view.current.index, manche: view.current.manche, stage: view.current.state.stage, score: view.score } : null,
          records: opened.parsed.records.length,
          warnings: opened.warnings,
          problems: opened.problems,
        };
      });
      const bad = report.filter((r) => !r.resumable).length;
      if (v.json) io.out(JSON.stringify(report, null, 2));
      else {
        if (report.length === 0) io.out(t('noUnfinished'));
        for (const r of report) {
          const at = r.at ? t('recoverAt', { deal: r.at.deal + 1, manche: r.at.manche + 1, stage: r.at.stage, A: r.at.score.A, B: r.at.score.B }) : '';
          io.out(t('recovered', { id: r.id, state: t(r.resumable ? 'ready' : 'readOnly'), at, count: r.records }));
          for (const w of r.warnings) io.out(`  ${t('warning', { w })}`);
          for (const p of r.problems) io.out(`  ${problemLine(p, lang)}`);
        }
      }
      return bad ? 1 : 0;
    }
    default:
      throw new UsageError({ key: 'unknownCommand', params: { command: cmd } }, 'usage/unknown-command', cmd);
  }
}
