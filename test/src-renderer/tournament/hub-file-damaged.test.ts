/**
 * The Tournoi screen's status line when the hub's own file is damaged (`hub/file-damaged`, as
 * `TournamentHub.start` answers it): the sentence in the screen's language naming the field at
 * fault, never the English detail nor « the hub could not open on the network ».
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/i18n/index.js';
import { errorSentence } from '../../../shared/i18n/errors.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { statusText } from '../../../src-renderer/tournament/status-text.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import '../../../src-renderer/tournament/texts.js';

describe('a damaged hub.json on the Tournoi screen', () => {
  beforeAll(async () => { await Promise.all(LANGS.map((l) => loadErrorSentences(l))); });
  const error = { code: 'hub/file-damaged' as const, message: '/data/tournaments/hub-x/hub.json: credentials: a list is needed', params: { field: 'credentials' } };

  it.each(LANGS)('says it in %s, naming the field', (lang) => {
    const text = statusText({ kind: 'error', error }, lang, uiT(lang));
    expect(text).toContain('credentials');
    expect(text).toContain('hub.json');
    expect(text).not.toContain(error.message);
    expect(text).not.toContain(errorSentence('hub/listen-failed', lang));
  });

  it('the whole file unreadable: the sentence without a field', () => {
    const text = statusText({ kind: 'error', error: { code: 'hub/file-damaged', message: 'hub.json: $: not valid JSON' } }, 'fr', uiT('fr'));
    expect(text).toContain(errorSentence('hub/file-damaged', 'fr'));
    expect(text).not.toContain('$');
  });
});
