/**
 * `usage/…`: a `mus` command line that does not read (exit 2, `src-main/cli/usage.ts`): the command
 * prints, in the language of `--lang`, the detail naming the option as typed
 * (`src-main/cli/usage-texts.ts`), the code, and the sentence naming what is at fault (the option, the
 * command or the argument: `{{subject}}` in the sentences); in English the detail alone.
 */

/** Every `usage/…` code. */
export type UsageCode =
  | 'usage/unknown-command' // the command (or the group's subcommand) is not one of those listed by --help
  | 'usage/unknown-option' // an option the command does not know, or that does not apply to this subcommand
  | 'usage/missing-option' // an option the command needs is not given (`tournament add-pair` without --id, `table` without --port)
  | 'usage/bad-value' // an option's value does not read (not a number, a port, a date, one of the values listed; a value missing after it)
  | 'usage/missing-argument' // the FILE (or the ID) the command works on is not named
  | 'usage/extra-argument' // more arguments than the command takes
  | 'usage/conflicting-options' // options that do not go together (--csv and --json; --who without --manches or --forfeit)
  | 'usage/repeated-option'; // an option that takes one value given more than once (`replay --deal 2 --deal 3`: which deal?)
