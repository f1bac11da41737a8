/**
 * A correction kept as written whose `who` or `when` does not check (shared/session/correction-fields.ts),
 * as the screens say it: the judge's header and the hub panel name the record and the field in the
 * reader's language; the judge's list shows such a `who` quoted, its character as `\uXXXX`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { noticeLines } from '../../../src-renderer/judge/judge-meta.js';
import { hubWarningText } from '../../../src-renderer/tournament/hub-warnings.js';
import { correctionWho } from '../../../src-renderer/judge/corrections.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import { LANGS } from '../../../shared/i18n/index.js';
import type { JournalNotice } from '../../../shared/library/journal-notice.js';

beforeAll(async () => {
  await Promise.all(LANGS.map((l) => loadErrorSentences(l)));
});

describe('a flagged correction on the screens', () => {
  it('the judge’s header and the hub panel word the notice in the reader’s language, naming the record and field', () => {
    const n: JournalNotice = { code: 'judge/bad-who', params: { seq: 2, line: 4, field: 'who' } };
    const notices = [n];
    const en = noticeLines({ warnings: [], notices }, uiT('en'), 'en');
    expect(en).toEqual(['A correction’s judge name (who) is not a name: 1 to 100 characters, without control or writing-direction characters — the correction of record 2 (line 4) is kept as written, the match depends on it: to be checked.']);
    const fr = noticeLines({ warnings: [], notices }, uiT('fr'), 'fr');
    expect(fr[0]).toContain('(who)');
    expect(fr[0]).toContain('l’enregistrement 2 (ligne 4)');
    for (const lang of ['eu', 'es'] as const) expect(noticeLines({ warnings: [], notices }, uiT(lang), lang)[0]).toMatch(/\(who\).*2.*4/);
    expect(hubWarningText({ kind: 'flagged', round: 1, table: 3, notice: n }, uiT('en'), 'en'))
      .toBe(`Round 1, table 3 — a correction of the match is to be checked: ${en[0]}`);
  });
});

describe('the judge’s view shows a flagged who as seen, not obeyed', () => {
  it('a right-to-left override or a NUL is written \\uXXXX, a clean name as it is', () => {
    expect(correctionWho({ who: 'Ma\u202eite' })).toBe('"Ma\\u202eite"');
    expect(correctionWho({ who: 'Etx\u0000art' })).toBe('"Etx\\u0000art"');
    expect(correctionWho({ who: 'Maite Etxart' })).toBe('Maite Etxart');
  });
});
