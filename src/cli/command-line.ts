// One way for every subcommand to read its flags: node's parseArgs, with its errors turned into a UserError
// that ends with where to find the options.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UserError } from '../core/errors.js';

export function parseCommandLine<T extends ParseArgsConfig>(
  config: T,
  hint: string,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    throw new UserError(`${(err as Error).message}\n${hint}`);
  }
}
