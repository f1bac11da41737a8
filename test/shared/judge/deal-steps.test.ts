/**
 * The step-by-step replay of one deal (`shared/judge/deal-steps.ts`), built on the judge screen's
 * own steps (`buildSteps`): each credit at the action that drew it (a tira at once, FFMus art. 17;
 * a misdeal's cancellation, art. 5), the rest at the showdown in phase order (Memo Mus ch. V), a
 * kanta's manche with the hands (art. 10). Worked by hand (`test/helpers/step-records.ts`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromMatchRecord, replayMatch, type Credit, type MatchRecord } from '../../../shared/index.js';
import { buildSteps, type StepModel } from '../../../shared/judge/steps.js';
import { dealSteps, recordedDeals, type DealSteps } from '../../../shared/judge/deal-steps.js';
import { KANTA_MATCH, SIX_MATCH } from '../../helpers/step-records.js';
import { acts } from '../../helpers/dsl.js';

const root = new URL('../../../', import.meta.url).pathname;
const fixture = (name: string) => JSON.parse(readFileSync(`${root}test/fixtures/${name}`, 'utf8')) as MatchRecord;

function model(rec: MatchRecord): StepModel {
  const m = fromMatchRecord(rec);
  if (!m.ok) throw new Error(m.error.message);
  const s = buildSteps(m.value.setup, m.value.log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}
function deal(rec: MatchRecord, d: number): DealSteps {
  const r = dealSteps(model(rec), d);
  if (!r) throw new Error(`no deal ${d}`);
  return r;
}
const short = (c: Credit) => `${c.team}:${c.points}:${c.kind}:${c.phase}`;
/** The actions that drew credits, as `n → credits`. */
const drawn = (d: DealSteps) => d.steps.filter((s) => s.credits.length > 0).map((s) => `${s.n} → ${s.credits.map(short).join(', ')}`);

describe('dealSteps: one deal, action by action, then its count', () => {
  it('deal 1: the grande tira at action 2 (A 1-0), the chica tira at action 5 (1-2); at the count the punto paso (B): 1-3', () => {
    const d = deal(KANTA_MATCH, 0);
    expect(d).toMatchObject({ deal: 0, manche: 0, esku: 0, scoreBefore: { A: 0, B: 0 }, handsShown: true, winner: null, scoreAfter: { A: 1, B: 3 } });
    expect(d.steps.map((s) => s.n)).toEqual(d.steps.map((_, i) => i + 1));
    expect(d.hands).toEqual(KANTA_MATCH.deals[0]?.hands); // the hands shown, as the record gives them
    expect(drawn(d)).toEqual(['2 → A:1:tira:grande', '5 → B:2:tira:chica']);
    expect(d.steps[1]?.score).toEqual({ A: 1, B: 0 });
    expect(d.steps[4]?.score).toEqual({ A: 1, B: 2 });
    expect(d.steps.at(-1)?.score).toEqual({ A: 1, B: 2 }); // the count comes with the hands, not before
    expect(d.showdown.map(short)).toEqual(['B:1:paso:punto']);
  });

  it('deal 2: a kanta ends the manche in the middle of the deal — nothing at the hordago or the kanta, the 39 A lacked at the showdown (FFMus art. 10)', () => {
    const d = deal(KANTA_MATCH, 1);
    expect(d.steps.map((s) => s.action.act)).toEqual(['ordago', 'see']);
    expect(drawn(d)).toEqual([]);
    expect(d.steps.map((s) => s.score)).toEqual([{ A: 1, B: 3 }, { A: 1, B: 3 }]);
    expect(d.showdown.map(short)).toEqual(['A:39:ordago:grande']);
    expect(d.showdown[0]).toMatchObject({ rule: 'FFMus art. 10', decisive: true });
    expect(d).toMatchObject({ winner: 'A', scoreAfter: { A: 40, B: 3 }, handsShown: true });
    expect(d.settled?.end).toBe('ordago');
  });

  it('the count with an announcement error: its tira first (a tira point, Memo Mus ch. IX), then phase order, the punto\'s base value last', () => {
    const d = deal(fixture('judge/dispute-errors-hordago-race.json'), 3);
    expect(d.showdown.map((c) => `${short(c)}:${c.rule}`)).toEqual(['B:1:penalty:punto:FFMus art. 16 a', 'A:1:paso:grande:FFMus art. 17', 'A:1:paso:chica:FFMus art. 17', 'B:1:penalty:punto:FFMus art. 16 a']);
  });

  it('the see that answers a hordago is marked (the table says kanta), the see of an imido is not; a biak hordago seen at chica too', () => {
    expect(deal(KANTA_MATCH, 1).steps.map((s) => s.answersOrdago)).toEqual([false, true]);
    const full = fixture('match-ffmus-full.record.json');
    const seen = deal(full, 0).steps.filter((s) => s.action.act === 'see');
    expect(seen.map((s) => s.answersOrdago)).toEqual([false, false]); // two idukis of an imido
    const biak = { ...KANTA_MATCH, deals: [{ actions: acts('g: 0O 1f | c: 1s'), hands: KANTA_MATCH.deals[0]?.hands ?? [] }] };
    expect(deal(biak, 0).steps.map((s) => `${s.action.act}:${s.answersOrdago}`)).toEqual(['ordago:false', 'fold:false', 'see:true']);
  });

  it('deal 3 opens the next manche at 0-0, esku Battitt', () => {
    const d = deal(KANTA_MATCH, 2);
    expect(d).toMatchObject({ deal: 2, manche: 1, esku: 2, scoreBefore: { A: 0, B: 0 } });
    expect(drawn(d)).toEqual(['2 → A:1:tira:grande']);
    expect(d.showdown.map(short)).toEqual(['B:1:paso:chica', 'B:1:paso:punto']);
  });

  it('a tira that takes the 40th point ends the manche during the dialogue: no hands, no count', () => {
    const d = deal(fixture('judge/dispute-tira-40.json'), 1);
    expect(drawn(d)).toEqual(['5 → A:5:tira:grande']);
    expect(d).toMatchObject({ handsShown: false, showdown: [], winner: 'A', scoreAfter: { A: 40, B: 0 } });
    expect(d.hands).toBeNull();
    expect(d.settled?.end).toBe('dialogue');
  });

  it('a misdeal: its cancellation at the action that says it (FFMus art. 5), the seat out of the deal', () => {
    const d = deal(fixture('judge/dispute-misdeal.json'), 0);
    expect(drawn(d)).toEqual(['2 → A:1:tira:grande', '4 → A:-1:cancel:deal']);
    expect(d.steps[3]?.action).toMatchObject({ act: 'misdeal', seat: 2 });
    expect(d.steps[3]?.score).toEqual({ A: 0, B: 0 });
    expect(d.settled?.out).toEqual([2]);
  });

  it('six players: the bettor\'s third partner (seat 4) says tira at action 3, B draws 2; chica and punto paso at the count', () => {
    const d = deal(SIX_MATCH, 0);
    expect(d.steps[2]?.action).toMatchObject({ seat: 4, act: 'fold' });
    expect(drawn(d)).toEqual(['3 → B:2:tira:grande']);
    expect(d.showdown.map(short)).toEqual(['B:1:paso:chica', 'B:1:paso:punto']);
    expect(d.scoreAfter).toEqual({ A: 0, B: 4 });
  });

  it('the credits of the steps then of the count are the deal\'s ledger as `mus replay` settles it, in order', () => {
    for (const rec of [KANTA_MATCH, SIX_MATCH, fixture('match-ffmus-full.record.json'), fixture('judge/dispute-misdeal.json'), fixture('judge/dispute-tira-40.json')]) {
      const replayed = replayMatch(rec);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const mod = model(rec);
      expect(recordedDeals(mod)).toEqual(replayed.value.deals.map((x) => x.index));
      for (const settled of replayed.value.deals) {
        const d = dealSteps(mod, settled.index);
        const credits = [...(d?.steps.flatMap((s) => s.credits) ?? []), ...(d?.showdown ?? [])];
        expect(credits.map(short)).toEqual(settled.ledger.map(short));
        expect(d?.scoreAfter).toEqual(settled.scoreAfter);
        expect(d?.scoreBefore).toEqual(settled.scoreBefore);
      }
    }
  });

  it('the showdown credits come in phase order: grande, chica, pares, juego, punto', () => {
    const order = ['grande', 'chica', 'pares', 'juego', 'punto'];
    const mod = model(fixture('match-ffmus-full.record.json'));
    for (const d of recordedDeals(mod)) {
      const phases = dealSteps(mod, d)?.showdown.map((c) => order.indexOf(c.phase)) ?? [];
      expect(phases).toEqual([...phases].sort((a, b) => a - b));
    }
  });

  it('a log that stops in the middle of a deal (a match open at the table): its actions so far, not settled', () => {
    const m = fromMatchRecord(KANTA_MATCH);
    if (!m.ok) throw new Error(m.error.message);
    const s = buildSteps(m.value.setup, m.value.log.slice(0, 3));
    if (!s.ok) throw new Error(s.error.message);
    const d = dealSteps(s.value, 0);
    expect(d).toMatchObject({ settled: null, handsShown: false, showdown: [], winner: null, scoreAfter: { A: 1, B: 0 } });
    expect(drawn(d as DealSteps)).toEqual(['2 → A:1:tira:grande']);
  });

  it('a deal that is not one of the record\'s: null (the caller names its option)', () => {
    const mod = model(KANTA_MATCH);
    expect(dealSteps(mod, 3)).toBeNull();
    expect(dealSteps(mod, -1)).toBeNull();
    expect(recordedDeals(mod)).toEqual([0, 1, 2]);
  });
});
