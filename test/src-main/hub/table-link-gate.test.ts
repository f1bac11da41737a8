/**
 * A table's link file (`<journal>.hub.json`, `mus-hub-link/1`: the hub's address and the table's
 * write token) is read through the one file gate, as every other file: one BOM and CRLF accepted,
 * a key given twice or a file cut short refused naming the field or the line (the match then plays
 * on unshipped and the file is left for a person), never « not JSON » alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HUB_LINK_FORMAT, loadLink, saveLink } from '../../../src-main/hub/table-link.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

afterAll(removeTempDirs);

describe('the link file through the one gate', () => {
  it('one BOM and CRLF are read; a key given twice and a cut file are refused naming the field or the line', () => {
    const link = join(tempDir('mus-link-gate-'), 'm.musj.hub.json');
    saveLink(link, { format: HUB_LINK_FORMAT, url: 'http://127.0.0.1:8765', round: 1, table: 2, token: 'a'.repeat(32), tournament: { id: 't', name: 'T' } });
    const text = readFileSync(link, 'utf8');
    const cases: [string, string, RegExp | null][] = [
      ['a BOM, CRLF', `\ufeff${text.replace(/\n/g, '\r\n')}`, null],
      ['the token given twice', text.replace('"token":', `"token": "${'b'.repeat(32)}", "token":`), /token: the key "token" is given twice.*\(format\/duplicate-key\)$/],
      ['cut short', text.slice(0, 40), /not valid JSON at line \d+, column \d+: .*\(format\/bad-json\)$/],
      ['empty', '', /the file is empty \(format\/bad-json\)$/],
    ];
    for (const [name, bytes, refused] of cases) {
      writeFileSync(link, bytes);
      const l = loadLink(link);
      if (refused === null) expect(l, name).toMatchObject({ round: 1, table: 2, token: 'a'.repeat(32) });
      else expect(l && 'error' in l ? l.error : l, name).toMatch(refused);
      expect(readFileSync(link, 'utf8'), name).toBe(bytes); // left as it was
    }
  });
});
