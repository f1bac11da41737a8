/**
 * Disputes a judge settles, through the judge's step model (what the screen shows) and the command
 * line's replay (`replayMatchFile`, what `mus replay` prints), on two match files written for it
 * (`test/fixtures/judge/`): an announcement error at pares (FFMus art. 13 a) in a deal with a tira
 * after two raises (art. 17, 2+5+2 pays 7), a hordago kanta (art. 10), a race past 40 with a credit
 * not counted, a denied juego (art. 16 a); then mus rounds and a manche won on a tira after raises
 * during the dialogue; a misdeal (art. 5). Every act is one step, the score after each act is the engine's, every credit
 * carries an article of the rule texts, said in the four languages, and the screen and the command
 * line agree credit for credit.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fromMatchRecord, type Lang, type MatchDealResult, type MatchRecord } from '../../../shared/index.js';
import { replayMatchFile } from '../../../shared/format/check.js';
import { renderSettlement } from '../../../shared/i18n/index.js';
import { buildSteps, dealStateAt, type StepModel } from '../../../shared/judge/steps.js';
import { reasonText } from '../../../src-renderer/app/texts.js';
import { itemAt } from '../../helpers/item-at.js';

const LANGS: Lang[] = ['fr', 'eu', 'es', 'en'];
/** The articles the rule texts hold (FFMus règlement arts. 1-20, Le dialogue, Memo Mus chapters: docs/rules.md). */
const ARTICLE = /^(FFMus art\. ([1-9]|1[0-9]|20)( [a-d])?|FFMus Le dialogue|Memo Mus ch\. [IVX]+)$/;

function load(name: string): { record: MatchRecord; model: StepModel } {
  const record = JSON.parse(readFileSync(new URL(`../../fixtures/judge/${name}`, import.meta.url), 'utf8')) as MatchRecord;
  const m = fromMatchRecord(record);
  if (!m.ok) throw new Error(m.error.message);
  const s = buildSteps(m.value.setup, m.value.log);
  if (!s.ok) throw new Error(s.error.message);
  return { record, model: s.value };
}

/** The settled deals as the screen shows them: the step that settled each, in order. */
function screenDeals(model: StepModel): MatchDealResult[] {
  return model.steps.flatMap((s) => (s.settled ? [s.settled] : []));
}

/** How many acts of each file draw points at once without closing their deal (tiras, a misdeal). */
const DRAWN_AT: Record<string, number> = { 'dispute-errors-hordago-race.json': 1, 'dispute-tira-40.json': 0, 'dispute-misdeal.json': 2 };

for (const name of Object.keys(DRAWN_AT)) {
  describe(`a judge settles ${name}`, () => {
    const { record, model } = load(name);
    const cli = replayMatchFile(record);
    if (!cli.ok) throw new Error(JSON.stringify(cli.error));
    const deals = screenDeals(model);

    it('every act of the record is a step of its own, none skipped, and the whole log applies', () => {
      expect(model.error).toBeNull();
      const acts = record.deals.reduce((n, d) => n + d.actions.length + (d.hands ? 1 : 0), 0);
      expect(model.steps.length).toBe(acts + 1);
      for (const [d, deal] of record.deals.entries()) {
        const span = itemAt(model.deals, d);
        expect(span.end - span.start, `deal ${d + 1}`).toBe(deal.actions.length + (deal.hands ? 1 : 0));
        expect(span.settled).toBe(true);
      }
    });

    it('the score after each act: unchanged by a bid, moved by a tira at once, the deal’s score after at its settlement', () => {
      let drawnAt = 0;
      for (const s of model.steps.slice(1)) {
        if (s.settled || s.entry?.type !== 'action') continue;
        const prev = itemAt(model.steps, s.index - 1);
        const before = prev.match.view.score;
        const had = prev.settled || prev.index === 0 ? 0 : dealStateAt(model, prev.index)?.credits.length ?? 0;
        const drawn = (dealStateAt(model, s.index)?.credits ?? []).slice(had);
        // a bid draws nothing; a tira draws at once (FFMus art. 17 « les points laissés TIRA se tirent
        // au fur et à mesure »); a misdeal takes back what the team drew (art. 5)
        if (!['fold', 'misdeal'].includes(s.entry.action.act)) expect(drawn, `step ${s.index}`).toEqual([]);
        const want = { ...before };
        for (const c of drawn) want[c.team] += c.points;
        expect(s.match.view.score, `step ${s.index}`).toEqual(want);
        if (drawn.length > 0) drawnAt++;
      }
      expect(drawnAt).toBe(DRAWN_AT[name]);
      expect(deals.map((d) => d.scoreAfter)).toEqual(cli.value.deals.map((d) => d.scoreAfter));
    });

    it('the screen’s ledgers are the command line’s: team, points, phase, article, reason, running score, counted', () => {
      expect(deals.length).toBe(cli.value.deals.length);
      for (const [i, d] of deals.entries()) {
        const c = itemAt(cli.value.deals, i);
        expect(d.ledger.map((x) => [x.team, x.points, x.phase, x.rule, x.why, x.scoreAfter, x.counted, x.decisive])).toEqual(
          c.ledger.map((x) => [x.team, x.points, x.phase, x.rule, x.why, x.scoreAfter, x.counted, x.decisive]),
        );
        expect(d.errors.map((e) => e.rule)).toEqual(c.errors.map((e) => e.rule));
        expect(d.winner).toBe(c.winner);
      }
    });

    it('every credit and every announcement error names an article of the rule texts, and its reason is said in the four languages', () => {
      const view = itemAt(model.steps, model.steps.length - 1).match.view;
      for (const d of deals) {
        for (const c of d.ledger) {
          expect(c.rule).toMatch(ARTICLE);
          const said = LANGS.map((lang) => reasonText(c.why, view, lang));
          for (const s of said) {
            expect(s).not.toBe(c.why.key);
            expect(s).not.toMatch(/\{\{|undefined|\[object/);
          }
          expect(new Set(said).size, c.why.key).toBe(4);
          // the command line's reason carries the same article in every language
          for (const lang of LANGS) expect(itemAt(renderSettlement({ ledger: [c] }, lang).ledger, 0).reason.startsWith(c.rule)).toBe(true);
        }
        for (const e of d.errors) expect(e.rule).toMatch(ARTICLE);
      }
    });
  });
}

describe('what the first dispute holds (the cases the judge was called for)', () => {
  const { model } = load('dispute-errors-hordago-race.json');
  const deals = screenDeals(model);
  it('deal 1: a tira after two raises pays the total before the last (2+5+2: 7, art. 17); ba at pares without pares, partner without: art. 13 a', () => {
    const d = itemAt(deals, 0);
    expect(itemAt(d.ledger, 0)).toMatchObject({ team: 'A', points: 7, when: 'dialogue', rule: 'FFMus art. 17', why: { key: 'tira.raises' } });
    expect(d.errors.map((e) => e.rule)).toEqual(['FFMus art. 13 a']);
    expect(d.scoreAfter).toEqual({ A: 8, B: 2 });
  });
  it('deal 2: hordago kanta at grande, art. 10: the manche to the best grande, the loser keeps its score', () => {
    const d = itemAt(deals, 1);
    expect(d.end).toBe('ordago');
    expect(d.ledger.map((c) => [c.team, c.points, c.rule])).toEqual([['B', 38, 'FFMus art. 10']]);
    expect(d.scoreAfter).toEqual({ A: 8, B: 40 });
    expect(d.winner).toBe('B');
  });
  it('deal 3: the 40th point on the fifth credit, the juego after it not counted', () => {
    const d = itemAt(deals, 2);
    expect(d.ledger.map((c) => c.counted)).toEqual([true, true, true, true, true, false]);
    expect(itemAt(d.ledger, 4).decisive).toBe(true);
    expect(d.scoreAfter).toEqual({ A: 40, B: 0 });
  });
  it('deal 4: juego denied by its only holder, art. 16 a: the punto bets voided, B draws the tira and the punto point', () => {
    const d = itemAt(deals, 3);
    expect(d.errors.map((e) => e.rule)).toEqual(['FFMus art. 16 a']);
    expect(d.ledger.filter((c) => c.rule === 'FFMus art. 16 a').map((c) => [c.team, c.points])).toEqual([['B', 1], ['B', 1]]);
  });
});
