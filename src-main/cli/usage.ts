/**
 * What the `mus` subcommands share to read their arguments: the usage error (exit 2, with the help
 * the command chooses), the strict reading of a subcommand's options, and the usage error as one line
 * in the language of `--lang` (docs/formats.md "Errors", the `usage/…` codes of `shared/errors/usage.ts`).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { UsageCode } from '../../shared/errors/usage.js';
import { errorSentence } from '../../shared/i18n/errors.js';
import { LANGS, type Lang } from '../../shared/i18n/index.js';

/**
 * A usage error: the English detail (`message`), its code, what its sentence names (`subject`: the
 * option as typed, `--bogus`; the command, `frobnicate`; the argument, `FILE`), and `option`, the
 * option whose usage line a command may show after it (unset: the command shows its whole usage).
 */
export class UsageError extends Error {
  constructor(message: string, readonly code: UsageCode, readonly subject: string, readonly option?: string) {
    super(message);
  }
}

/**
 * The language a usage error is said in: the last `--lang L` (or `--lang=L`) before `--` when it is
 * one of {@link LANGS}, else the default `fr` (a bad `--lang` is itself a usage error, said in French).
 */
export function usageLang(args: readonly string[]): Lang {
  let lang: Lang = 'fr';
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') break;
    const v = a === '--lang' ? args[++i] : a.startsWith('--lang=') ? a.slice('--lang='.length) : undefined;
    if (v !== undefined) lang = (LANGS as readonly string[]).includes(v) ? (v as Lang) : 'fr';
  }
  return lang;
}

/**
 * A usage error as the command prints it after `mus <cmd>: `: in English the detail alone (as
 * always); in French, Basque and Spanish the detail, the code, then the sentence naming the subject:
 * `--lang: "xx" is not one of fr, eu, es, en (usage/bad-value) — La valeur de --lang ne convient pas…`.
 */
export function usageText(e: UsageError, lang: Lang): string {
  if (lang === 'en') return e.message;
  const sentence = errorSentence(e.code, lang).replace('{{subject}}', () => e.subject);
  return `${e.message} (${e.code}) — ${sentence}`;
}

/** The codes of node:util `parseArgs`'s errors, as usage codes. */
const PARSE_ARGS_CODES: Readonly<Record<string, UsageCode>> = {
  ERR_PARSE_ARGS_UNKNOWN_OPTION: 'usage/unknown-option',
  ERR_PARSE_ARGS_INVALID_OPTION_VALUE: 'usage/bad-value',
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: 'usage/extra-argument',
};

/**
 * A `parseArgs` error as a {@link UsageError}: its message after `prefix`, its code mapped
 * ({@link PARSE_ARGS_CODES}; another one is `usage/bad-value`), its subject the option (or argument)
 * the message quotes: `Unknown option '--bogus'…` → `--bogus`; `Option '--lang <value>' argument
 * missing` → `--lang`; `Unexpected argument 'x'…` → `x`. Its `option` is unset (the whole usage follows).
 */
export function parseArgsError(e: unknown, prefix = ''): UsageError {
  const message = e instanceof Error ? e.message : String(e);
  const node = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  const code = (typeof node === 'string' ? PARSE_ARGS_CODES[node] : undefined) ?? 'usage/bad-value';
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  const named = quoted.match(/--?[A-Za-z0-9][\w-]*/g) ?? [];
  const subject = code === 'usage/extra-argument' ? quoted : (named.find((o) => o.startsWith('--')) ?? named[0] ?? quoted);
  return new UsageError(`${prefix}${message}`, code, subject);
}

/**
 * The usage error of a count of arguments that is not the one the command takes (`want`; `-1`: one
 * or more): `usage/missing-argument` naming `name` when too few, else `usage/extra-argument` naming
 * the first one too many.
 */
export function argumentCountError(message: string, name: string, given: readonly string[], want: number): UsageError {
  return given.length < Math.max(want, 1)
    ? new UsageError(message, 'usage/missing-argument', name)
    : new UsageError(message, 'usage/extra-argument', given[Math.max(want, 0)] ?? name);
}

/**
 * The options and positionals of `mus <group> <cmd> …`, read strictly (an unknown option is refused).
 * @throws UsageError `<cmd>: <what parseArgs said>` when the arguments do not read ({@link parseArgsError})
 */
export function parseCommandArgs<O extends NonNullable<ParseArgsConfig['options']>>(cmd: string, args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw parseArgsError(e, `${cmd}: `);
  }
}
