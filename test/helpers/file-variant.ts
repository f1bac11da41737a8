/**
 * A fixture file's JSON changed by an edit and written to a file of its own, for tests that hand the
 * command line a file one field away from a good one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Returns `variant(file, name, edit)`: reads `file`'s JSON, lets `edit` change it in place, writes it
 * to `dir/name` and returns that path.
 */
export function variantsIn<J>(dir: string): (file: string, name: string, edit: (json: J) => void) => string {
  return (file, name, edit) => {
    const json = JSON.parse(readFileSync(file, 'utf8')) as J;
    edit(json);
    const out = join(dir, name);
    writeFileSync(out, JSON.stringify(json));
    return out;
  };
}
