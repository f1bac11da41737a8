/**
 * `npm run gen:validators` (or `npx tsx scripts/gen-validators.ts`): writes
 * `docs/schemas/*.schema.json` (the published JSON Schemas) and `shared/format/validators.generated.js`, the file-format validators compiled ahead of time by
 * Ajv's standalone code generation (see `scripts/validators-source.ts`). Run it after any change to
 * `shared/format/schemas.ts` or to the Ajv version; `test/shared/format/validators-fresh.test.ts` fails until
 * the committed file matches.
 *
 *   npx tsx scripts/gen-validators.ts           # write the file
 *   npx tsx scripts/gen-validators.ts --check   # exit 1 if the committed file is stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateSchemaFiles, generateValidatorsSource, VALIDATORS_PATH } from './validators-source.js';

const file = join(import.meta.dirname, '..', VALIDATORS_PATH);
const text = generateValidatorsSource();
let old: string | null = null;
try {
  old = readFileSync(file, 'utf8');
} catch {
  old = null;
}
if (process.argv.includes('--check')) {
  if (old !== text) {
    console.error(`${VALIDATORS_PATH} is stale: run npm run gen:validators`);
    process.exit(1);
  }
  console.log(`${VALIDATORS_PATH} is up to date`);
} else if (old === text) {
  console.log(`${VALIDATORS_PATH} is up to date (${text.length} characters)`);
} else {
  writeFileSync(file, text);
  console.log(`wrote ${VALIDATORS_PATH} (${text.length} characters)`);
}

for (const [rel, text] of generateSchemaFiles()) {
  const path = join(import.meta.dirname, '..', rel);
  let was: string | null = null;
  try {
    was = readFileSync(path, 'utf8');
  } catch {
    was = null;
  }
  if (process.argv.includes('--check')) {
    if (was !== text) {
      console.error(`${rel} is stale: run npm run gen:validators`);
      process.exit(1);
    }
  } else if (was !== text) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${rel}`);
  }
}
