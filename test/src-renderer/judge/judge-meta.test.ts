/**
 * The judge's header line names the match's rules with the plural of the manches to win: it said
 * « 1 manches gagnantes » (« 1 manches to win », « 1 chicos para ganar ») for a one-manche match.
 */
import { describe, expect, it } from 'vitest';
import { noticeLines, rulesLine } from '../../../src-renderer/judge/judge-meta.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import type { JournalNotice } from '../../../shared/library/journal-notice.js';
import { uiT } from '../../../src-renderer/i18n/index.js';

const rules = (manchesToWin: number) => ({ preset: 'ffmus', target: 30, players: 4, manchesToWin });

describe('the rules in the judge’s header', () => {
  it('one manche to win: singular in French, Spanish and English', () => {
    expect(rulesLine(rules(1), uiT('fr'))).toBe('FFMUS, manche en 30, 4 joueurs, 1 manche gagnante');
    expect(rulesLine(rules(1), uiT('es'))).toBe('FFMUS, chico a 30, 4 jugadores, 1 chico para ganar');
    expect(rulesLine(rules(1), uiT('en'))).toBe('FFMUS, manche to 30, 4 players, 1 manche to win');
    expect(rulesLine(rules(1), uiT('eu'))).toBe('FFMUS, 30ko partida, 4 jokalari, 1 partida irabazteko');
  });

  it('three manches to win: plural', () => {
    expect(rulesLine(rules(3), uiT('fr'))).toBe('FFMUS, manche en 30, 4 joueurs, 3 manches gagnantes');
    expect(rulesLine(rules(3), uiT('es'))).toBe('FFMUS, chico a 30, 4 jugadores, 3 chicos para ganar');
    expect(rulesLine(rules(3), uiT('en'))).toBe('FFMUS, manche to 30, 4 players, 3 manches to win');
  });
});

describe('what the journal found, in the judge’s header', () => {
  const warnings = ['line 120 (byte 9000): unterminated last record of 17 bytes dropped (a write cut short by a crash or power loss): "…"', 'the journal was left open by process 4242, which has stopped; taken over', 'journal/bad-checksum: line 7: the checksum does not match'];
  const notices: JournalNotice[] = [
    { code: 'journal/torn-tail', params: { line: 120, offset: 9000, length: 17 } },
    { code: 'journal/taken-over', params: { pid: 4242, because: 'stopped' } },
    { code: 'journal/bad-checksum', params: { line: 7 } },
  ];

  it('says each notice in the screen’s language, not the journal’s English', async () => {
    await Promise.all((['fr', 'en'] as const).map((l) => loadErrorSentences(l)));
    const fr = noticeLines({ warnings, notices }, uiT('fr'), 'fr');
    expect(fr[0]).toBe('La dernière ligne du journal (ligne 120, 17 octets) était coupée par un arrêt brutal : elle est écartée, chaque coup confirmé est gardé.');
    expect(fr[1]).toBe('Le journal était resté ouvert par le processus 4242, qui s’est arrêté : il est repris, rien n’est perdu.');
    expect(fr[2]).toMatch(/ \(ligne 7\)$/);
    expect(fr[2]).not.toContain('checksum');
    const en = noticeLines({ warnings, notices }, uiT('en'), 'en');
    expect(en[0]).toBe('The last line of the journal (line 120, 17 bytes) was cut short by a crash or power loss: it is dropped, every confirmed move is kept.');
    for (const lang of ['eu', 'es'] as const) {
      const lines = noticeLines({ warnings, notices }, uiT(lang), lang);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toContain('120');
      expect(lines.join(' ')).not.toMatch(/judge\.notice|unterminated|taken over/);
    }
  });

  it('the read-only problem with its numbers; a match without notices (a browser archive) shows its warnings', () => {
    expect(noticeLines({ warnings: ['x'], notices: [{ code: 'journal/read-only', params: { records: 40, line: 41, ignored: 3 } }] }, uiT('fr'), 'fr'))
      .toEqual(['Les 40 enregistrements avant la ligne 41 sont repris ; les 3 lignes à partir de là ne sont pas appliquées : la partie s’ouvre en lecture seule.']);
    expect(noticeLines({ warnings: ['as given'] }, uiT('fr'), 'fr')).toEqual(['as given']);
    expect(noticeLines({ warnings: ['log[3]: …'], notices: [{ code: 'journal/replay-failed', params: { entry: 4 } }] }, uiT('es'), 'es'))
      .toEqual(['La entrada n.º 4 del diario ya no se aplica: la partida se muestra hasta la entrada anterior, en solo lectura.']);
  });
});
