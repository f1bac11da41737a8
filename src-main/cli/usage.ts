/**
 * What the `mus` subcommands share to read their arguments: the usage error (exit 2, with the help
 * the command chooses) and the strict reading of a subcommand's options.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A usage error; `option` is the option at fault, when one is (a command may show its usage line). */
export class UsageError extends Error {
  constructor(message: string, readonly option?: string) {
    super(message);
  }
}

/**
 * The options and positionals of `mus <group> <cmd> …`, read strictly (an unknown option is refused).
 * @throws UsageError `<cmd>: <what parseArgs said>` when the arguments do not read.
 */
export function parseCommandArgs<O extends NonNullable<ParseArgsConfig['options']>>(cmd: string, args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(`${cmd}: ${(e as Error).message}`);
  }
}
