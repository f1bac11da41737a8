/**
 * The Tournoi screen's actions on a pair (src-renderer/tournament/pair-corrections.ts, issue 25 §5):
 * which are offered for which pair, the event the who-and-why form sends, and the refusal said in
 * the table's language before anything is sent (a reinstatement after a round was paired).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/i18n/index.js';
import { errorSentence } from '../../../shared/i18n/errors.js';
import { pairById } from '../../../shared/tournament/index.js';
import type { Tournament } from '../../../shared/tournament/types.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import { correctionEvent, correctionProblem, pairActions, withdrawnText } from '../../../src-renderer/tournament/pair-corrections.js';
import '../../../src-renderer/tournament/texts.js';
import { addPair, apply, pairRound, withPairs } from '../../shared/tournament/helpers.js';

const BY = { who: 'Arbitre Etxart', why: 'saisi par erreur' };
const actions = (tn: Tournament, id: string) => pairActions(tn, pairById(tn, id)!);

describe('the actions offered on a pair', () => {
  it('before round 1: withdraw, or remove a pair added by mistake; a withdrawn pair: reinstate or remove', () => {
    const t0 = withPairs(4);
    expect(actions(t0, 'p01')).toEqual(['withdraw', 'remove']);
    const t1 = apply(t0, correctionEvent('withdraw', 'p02', BY.who, BY.why));
    expect(actions(t1, 'p02')).toEqual(['reinstate', 'remove']);
  });

  it('once paired (at a table or with a bye): withdraw, then reinstate, never remove; a late entry can be removed until it is paired', () => {
    const [t1] = pairRound(withPairs(5));
    const bye = t1.rounds[0]!.byes[0]!;
    expect(actions(t1, 'p01')).toEqual(['withdraw']);
    expect(actions(t1, bye)).toEqual(['withdraw']);
    const t2 = apply(t1, correctionEvent('withdraw', 'p01', BY.who, BY.why), addPair(6));
    // reinstate is offered even when too late: the screen then says why (below)
    expect(actions(t2, 'p01')).toEqual(['reinstate']);
    expect(actions(t2, 'p06')).toEqual(['withdraw', 'remove']);
  });
});

describe('the event the who-and-why form sends', () => {
  it('builds withdraw, reinstate and remove-pair, who and why trimmed', () => {
    expect(correctionEvent('withdraw', 'p03', ' Etxart ', ' partis ')).toEqual({ type: 'withdraw', pair: 'p03', who: 'Etxart', why: 'partis' });
    expect(correctionEvent('reinstate', 'p03', 'Etxart', 'revenus')).toEqual({ type: 'reinstate', pair: 'p03', who: 'Etxart', why: 'revenus' });
    expect(correctionEvent('remove', 'p07', 'Etxart', 'inscrite deux fois')).toEqual({ type: 'remove-pair', pair: 'p07', who: 'Etxart', why: 'inscrite deux fois' });
  });

  it('is accepted by the model: a withdrawal taken back, a pair taken out (its id free again)', () => {
    const t0 = apply(withPairs(4), correctionEvent('withdraw', 'p02', BY.who, BY.why));
    const fr = uiT('fr');
    const back = correctionEvent('reinstate', 'p02', BY.who, BY.why);
    expect(correctionProblem(t0, back, 'fr', fr)).toBeNull();
    expect(pairById(apply(t0, back), 'p02')!.withdrawn).toBeNull();
    const out = correctionEvent('remove', 'p04', BY.who, BY.why);
    expect(correctionProblem(t0, out, 'fr', fr)).toBeNull();
    expect(apply(t0, out).pairs.map((p) => p.id)).toEqual(['p01', 'p02', 'p03']);
  });
});

describe('a refused correction, said in the table’s language', () => {
  beforeAll(async () => { await Promise.all(LANGS.map((l) => loadErrorSentences(l))); });

  it.each(LANGS)('a reinstatement after a round was paired is too late (%s)', (lang) => {
    const t0 = apply(withPairs(4), correctionEvent('withdraw', 'p02', BY.who, BY.why));
    const [t1] = pairRound(t0);
    const t = uiT(lang);
    const text = correctionProblem(t1, correctionEvent('reinstate', 'p02', BY.who, BY.why), lang, t);
    // which round and which pair, never the model's English detail, nor "withdraw it instead"
    expect(text).toBe(t('tournament.error', { text: t('tournament.reinstateTooLate', { team: 'Team 2', next: 1 }) }));
    expect(text).toContain('Team 2');
    expect(text).toContain('1');
    if (lang !== 'en') expect(text).not.toMatch(/already paired|taken back/);
    expect(text).not.toContain(errorSentence('tournament/too-late', lang));
  });

  it('says it in French as the director reads it', () => {
    const t0 = apply(withPairs(4), correctionEvent('withdraw', 'p02', BY.who, BY.why));
    const [t1] = pairRound(t0);
    expect(correctionProblem(t1, correctionEvent('reinstate', 'p02', BY.who, BY.why), 'fr', uiT('fr')))
      .toBe('Refusé : Trop tard : le tour 1 a été apparié sans Team 2 depuis son retrait. Un retrait se reprend seulement tant que le tour suivant n’est pas apparié.');
  });

  it('names the field when "why" is only spaces, and refuses to remove a pair already paired', () => {
    const fr = uiT('fr');
    const t0 = withPairs(4);
    expect(correctionProblem(t0, correctionEvent('remove', 'p01', 'Etxart', '   '), 'fr', fr))
      .toBe('Refusé : Dites pourquoi (1 à 2000 caractères) — champ « Pourquoi »');
    const [t1] = pairRound(t0);
    expect(correctionProblem(t1, correctionEvent('remove', 'p01', 'Etxart', 'erreur'), 'fr', fr))
      .toMatch(/^Refusé : La paire p01 \(.+\) a été appariée au tour 1, table \d : on n’enlève une paire qu’avant son appariement \(retirez-la plutôt : ses résultats restent\)$/);
  });
});

describe('a withdrawn pair\'s status', () => {
  it('says « avant le premier tour » for a pair that left before round 1, never « après le tour 0 », in every language', () => {
    expect(withdrawnText(uiT('fr'), 0)).toBe('retirée avant le premier tour');
    expect(withdrawnText(uiT('fr'), 2)).toBe('retirée après le tour 2');
    for (const lang of LANGS) {
      expect(withdrawnText(uiT(lang), 0)).not.toMatch(/\b0\b/);
      expect(withdrawnText(uiT(lang), 3)).toMatch(/\b3\b/);
    }
  });
});
