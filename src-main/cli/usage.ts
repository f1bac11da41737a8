/**
 * What the `mus` subcommands share to read their arguments: the usage error (exit 2, with the help
 * the command chooses), the strict reading of a subcommand's options, and the usage error as one line
 * in the language of `--lang`, its detail too (`usage-texts.ts`) (docs/formats.md "Errors", the `usage/…` codes of `shared/errors/usage.ts`).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { UsageCode } from '../../shared/errors/usage.js';
import { errorSentence } from '../../shared/i18n/errors.js';
import { LANGS, type Lang } from '../../shared/i18n/index.js';
import { usageT, type UsageDetailKey } from './usage-texts.js';

/**
 * What a usage error says is wrong (said in the language of `--lang` by {@link detailText}): the key
 * of its words (`usage-texts.ts`), what they name (`params`: the option as typed, the value given
 * quoted as JSON, …), another error it carries (`cause`: a name refused, rules that do not read;
 * in English its message, else its code's sentence and code), and the subcommand the line starts
 * with (`cmd`: `standings: …`).
 */
export interface UsageDetail {
  key: UsageDetailKey;
  params?: Readonly<Record<string, string | number>>;
  cause?: { readonly code: string; readonly message: string };
  cmd?: string;
}

/**
 * A usage error: its detail (`detail`; `message` is its English words), its code, what its sentence
 * names (`subject`: the option as typed, `--bogus`; the command, `frobnicate`; the argument,
 * `FILE`), and `option`, the option whose usage line a command may show after it (unset: the
 * command shows its whole usage).
 */
export class UsageError extends Error {
  constructor(readonly detail: UsageDetail, readonly code: UsageCode, readonly subject: string, readonly option?: string) {
    super(detailText(detail, 'en', subject));
  }
}

/**
 * A usage error's detail in `lang`, from the translations (`usage-texts.ts`): `cmd: ` first when it
 * has one; its `cause` said in English by its message, in another language by its code's sentence
 * (`shared/i18n/errors/`) and code.
 * @param subject what the error names, for a detail that names nothing else (`argsUnreadable`)
 */
export function detailText(d: UsageDetail, lang: Lang, subject = ''): string {
  const params: Record<string, string | number> = { subject, ...d.params };
  if (d.cause) params.cause = lang === 'en' ? d.cause.message : `${errorSentence(d.cause.code, lang)} (${d.cause.code})`;
  const text = usageT(lang)(d.key, params);
  return d.cmd === undefined ? text : `${d.cmd}: ${text}`;
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
 * A usage error as the command prints it after `mus <cmd>: `, every word in `lang`: in English the
 * detail alone (as always); in French, Basque and Spanish the detail ({@link detailText}), the code,
 * then the sentence naming the subject: `--lang : "xx" n’est pas l’une des valeurs fr, eu, es, en
 * (usage/bad-value) — La valeur de --lang ne convient pas…`.
 */
export function usageText(e: UsageError, lang: Lang): string {
  const detail = detailText(e.detail, lang, e.subject);
  if (lang === 'en') return detail;
  const sentence = errorSentence(e.code, lang).replace('{{subject}}', () => e.subject);
  return `${detail} (${e.code}) — ${sentence}`;
}

/** The codes of node:util `parseArgs`'s errors, as usage codes. */
const PARSE_ARGS_CODES: Readonly<Record<string, UsageCode>> = {
  ERR_PARSE_ARGS_UNKNOWN_OPTION: 'usage/unknown-option',
  ERR_PARSE_ARGS_INVALID_OPTION_VALUE: 'usage/bad-value',
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: 'usage/extra-argument',
};

/**
 * A `parseArgs` error as a {@link UsageError}: its code mapped ({@link PARSE_ARGS_CODES}; another
 * one is `usage/bad-value`), its subject the option (or argument) node's English message quotes
 * (`Unknown option '--bogus'…` → `--bogus`; `Option '--lang <value>' argument missing` → `--lang`;
 * `Unexpected argument 'x'…` → `x`), its detail that error in the words of `usage-texts.ts` (node's
 * message itself, in English, for an error it does not know) after `cmd: ` when given. Its `option`
 * is unset (the whole usage follows).
 */
export function parseArgsError(e: unknown, cmd?: string): UsageError {
  const message = e instanceof Error ? e.message : String(e);
  const node = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  const code = (typeof node === 'string' ? PARSE_ARGS_CODES[node] : undefined) ?? 'usage/bad-value';
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  const named = quoted.match(/--?[A-Za-z0-9][\w-]*/g) ?? [];
  const subject = code === 'usage/extra-argument' ? quoted : (named.find((o) => o.startsWith('--')) ?? named[0] ?? quoted);
  const at = (key: UsageDetailKey, params: Record<string, string>): UsageError => new UsageError({ key, params, ...(cmd === undefined ? {} : { cmd }) }, code, subject);
  switch (node) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      // node adds its hint about `--` when the command takes arguments
      return message.includes("after '--'") ? at('unknownOptionDash', { option: quoted, quoted: JSON.stringify(quoted) }) : at('unknownOption', { option: quoted });
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return at('unexpectedPositional', { value: quoted });
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (message.endsWith('argument missing')) return at('valueMissing', { option: subject });
      if (message.endsWith('does not take an argument')) return at('noValueTaken', { option: subject });
      if (message.includes('argument is ambiguous')) return at('valueAmbiguous', { option: subject });
  }
  return at('argsUnreadable', { text: message });
}

/**
 * The usage error of a count of arguments that is not the one the command takes (`want`; `-1`: one
 * or more): `usage/missing-argument` naming `name` when too few, else `usage/extra-argument` naming
 * the first one too many.
 */
export function argumentCountError(detail: UsageDetail, name: string, given: readonly string[], want: number): UsageError {
  return given.length < Math.max(want, 1)
    ? new UsageError(detail, 'usage/missing-argument', name)
    : new UsageError(detail, 'usage/extra-argument', given[Math.max(want, 0)] ?? name);
}

/**
 * The options and positionals of `mus <group> <cmd> …`, read strictly (an unknown option is refused).
 * @throws UsageError `<cmd>: <what parseArgs said>` when the arguments do not read ({@link parseArgsError})
 */
export function parseCommandArgs<O extends NonNullable<ParseArgsConfig['options']>>(cmd: string, args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw parseArgsError(e, cmd);
  }
}
