/**
 * The judge's step model and "what if" (src-renderer/judge/steps.ts, whatif.ts) on the full FFMus
 * match fixture: the steps agree with the engine's replay of the record deal by deal, and a
 * corrected copy of a deal gives the correction to record.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fromMatchRecord, replayLog, replayMatch, whoSpeaks, type MatchEntry, type MatchRecord } from '../../../shared/index.js';
import { answersOrdago, buildSteps, dealEntries, dealStep, positionOf, spanOfStep, type StepModel } from '../../../shared/judge/steps.js';
import { diffLedgers, firstChange, planCorrection, playDraft, withAct, withCard, withSeat } from '../../../src-renderer/judge/whatif.js';
import { itemAt } from '../../helpers/item-at.js';

const record = JSON.parse(readFileSync(new URL('../../fixtures/match-ffmus-full.record.json', import.meta.url), 'utf8')) as MatchRecord;
const full = JSON.parse(readFileSync(new URL('../../fixtures/match-ffmus-full.json', import.meta.url), 'utf8')) as { expect: { manches: { deals: number }[] } };

function model(): StepModel {
  const m = fromMatchRecord(record);
  if (!m.ok) throw new Error(m.error.message);
  const s = buildSteps(m.value.setup, m.value.log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('judge step model', () => {
  const mod = model();
  const replay = replayMatch(record);
  if (!replay.ok) throw new Error(replay.error.message);

  it('« just said » of a see that answers a hordago is « Kanta » (FFMus art. 10): exactly the sees said while a hordago stood', () => {
    const kantas = mod.steps.filter((s) => answersOrdago(mod, s.index)).map((s) => s.index);
    const afterOrdago = mod.steps.filter((s, i) => {
      const prev = mod.steps[i - 1]?.entry;
      return s.entry?.type === 'action' && s.entry.action.act === 'see' && prev?.type === 'action' && prev.action.act === 'ordago';
    }).map((s) => s.index);
    expect(kantas.length).toBeGreaterThan(0);
    expect(kantas).toEqual(afterOrdago); // in this match every hordago seen is seen at once
    expect(answersOrdago(mod, 0)).toBe(false);
    const iduki = mod.steps.find((s) => s.entry?.type === 'action' && s.entry.action.act === 'see' && !kantas.includes(s.index));
    expect(iduki && answersOrdago(mod, iduki.index)).toBe(false);
  });

  it('« Kanta » is read from the log (seesOrdago) exactly where the engine asks for a hordago\'s answer (the prompt answer-ordago) before the see, at every step of the match', () => {
    for (const s of mod.steps) {
      if (s.index === 0 || s.entry?.type !== 'action' || s.entry.action.act !== 'see') continue;
      const before = mod.steps[s.index - 1]?.match.view.current?.state;
      expect(answersOrdago(mod, s.index), `step ${s.index}`).toBe(before !== undefined && whoSpeaks(before).prompt === 'answer-ordago');
    }
  });

  it('has one step per entry plus the start, and no error', () => {
    expect(mod.error).toBeNull();
    expect(mod.steps).toHaveLength(mod.log.length + 1);
    expect(mod.steps.map((s) => s.index)).toEqual(mod.steps.map((_, i) => i));
    expect(mod.steps[0].entry).toBeNull();
    for (let k = 1; k < mod.steps.length; k++) expect(itemAt(mod.steps, k).entry).toBe(mod.log[k - 1]);
  });

  it('cuts the log into the record\'s deals: each span holds exactly that deal\'s actions and hands', () => {
    expect(mod.deals).toHaveLength(record.deals.length);
    let prevEnd = 0;
    for (const [d, span] of mod.deals.entries()) {
      expect(span.deal).toBe(d);
      expect(span.start).toBe(prevEnd);
      const rec = itemAt(record.deals, d);
      const want: MatchEntry[] = [...rec.actions.map((action) => ({ type: 'action' as const, action })), ...(rec.hands ? [{ type: 'hands' as const, hands: rec.hands }] : [])];
      expect(dealEntries(mod, d)).toEqual(want);
      expect(span.end - span.start).toBe(want.length);
      expect(span.settled).toBe(true);
      // every step of the span belongs to the deal; the last one settles it
      for (let k = span.start + 1; k <= span.end; k++) expect(itemAt(mod.steps, k).deal).toBe(d);
      expect(itemAt(mod.steps, span.end).settled?.index).toBe(d);
      for (let k = span.start + 1; k < span.end; k++) expect(itemAt(mod.steps, k).settled).toBeNull();
      prevEnd = span.end;
    }
    expect(prevEnd).toBe(mod.log.length);
  });

  it('finds the deal in which each manche was won, as the fixture says', () => {
    expect(mod.mancheDeals).toEqual(full.expect.manches.map((m) => m.deals - 1));
    expect(mod.deals.filter((s) => s.mancheWinner).map((s) => s.deal)).toEqual(mod.mancheDeals);
    expect(mod.deals.filter((s) => s.mancheWinner).map((s) => s.mancheWinner)).toEqual(replay.value.manches.map((m) => m.winner));
  });

  it('shows at the last step of each deal the settlement replayMatch gives (score after, ledger, errors)', () => {
    for (const span of mod.deals) {
      const view = itemAt(mod.steps, span.end).match.view;
      const got = itemAt(view.deals, span.deal);
      const want = itemAt(replay.value.deals, span.deal);
      expect(view.deals).toHaveLength(span.deal + 1);
      expect(got.scoreAfter).toEqual(want.scoreAfter);
      expect(got.winner).toBe(want.winner);
      expect(got.ledger).toEqual(want.ledger);
      expect(got.errors).toEqual(want.errors);
      expect(itemAt(mod.steps, span.end).settled?.ledger).toEqual(want.ledger);
    }
    const last = itemAt(mod.steps, mod.steps.length - 1).match.view;
    expect(last.manchesWon).toEqual(replay.value.manchesWon);
    expect(last.winner).toBe(replay.value.winner);
  });

  it('agrees with replayLog on any prefix (the incremental steps are the replay of the prefix)', () => {
    for (const k of [0, 1, 7, 100, 233, mod.log.length]) {
      const r = replayLog(mod.setup, mod.log.slice(0, k));
      if (!r.ok) throw new Error(r.error.message);
      expect(itemAt(mod.steps, k).match.view.score).toEqual(r.value.view.score);
      expect(itemAt(mod.steps, k).match.view.deals.length).toBe(r.value.view.deals.length);
      expect(itemAt(mod.steps, k).match.view.current?.state.log).toEqual(r.value.view.current?.state.log);
    }
  });

  it('steps deal by deal from settlement to settlement, and back', () => {
    let k = 0;
    const ends: number[] = [];
    for (;;) {
      const n = dealStep(mod, k, 1);
      if (n === k) break;
      ends.push(n);
      k = n;
    }
    expect(ends).toEqual(mod.deals.map((s) => s.end));
    expect(dealStep(mod, itemAt(mod.deals, 3).end, -1)).toBe(itemAt(mod.deals, 2).end);
    expect(dealStep(mod, itemAt(mod.deals, 3).start + 2, -1)).toBe(itemAt(mod.deals, 2).end);
    expect(dealStep(mod, itemAt(mod.deals, 0).end, -1)).toBe(0);
    // from the middle of a deal, next deal first goes to this deal's end
    expect(dealStep(mod, itemAt(mod.deals, 5).start + 2, 1)).toBe(itemAt(mod.deals, 5).end);
    const p = positionOf(mod, itemAt(mod.deals, 2).start + 3);
    expect(p).toEqual({ deal: 2, action: 3, actions: itemAt(mod.deals, 2).end - itemAt(mod.deals, 2).start });
    expect(spanOfStep(mod, 0).deal).toBe(0);
  });

  it('stops at the first entry that does not apply, with the engine error', () => {
    const bad = [...mod.log.slice(0, 3), { type: 'hands', hands: [] } as MatchEntry];
    const s = buildSteps(mod.setup, bad);
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.steps).toHaveLength(4);
    expect(s.value.error?.index).toBe(3);
    expect(s.value.error?.error.code).toBe('match/not-at-showdown');
  });
});

describe('judge "what if"', () => {
  const mod = model();

  it('a refusal seen instead: the corrected settlement differs, the correction keeps the later deals that still apply', () => {
    const rec = dealEntries(mod, 0);
    const fold = itemAt(rec, 1);
    if (fold.type !== 'action') throw new Error('fixture changed');
    expect(fold.action.act).toBe('fold');
    const draft = rec.slice();
    draft[1] = { type: 'action', action: withAct(fold.action, 'see') };
    expect(firstChange(rec, draft)).toBe(1);
    const played = playDraft(mod, 0, draft);
    expect(played.error).toBeNull();
    expect(played.settled).not.toBeNull();
    const recorded = itemAt(mod.steps, itemAt(mod.deals, 0).end).settled!;
    expect(recorded.ledger.some((c) => c.phase === 'grande' && c.kind === 'tira')).toBe(true);
    expect(played.settled!.ledger.some((c) => c.phase === 'grande' && c.kind === 'tira')).toBe(false);
    expect(played.settled!.ledger.some((c) => c.phase === 'grande' && c.kind === 'iduki' && c.when === 'showdown')).toBe(true);
    const diff = diffLedgers(recorded.ledger, played.settled!.ledger);
    expect(diff.some((d) => d.diff !== 'same')).toBe(true);
    const plan = planCorrection(mod, 0, draft);
    if (!plan.ok) throw new Error(plan.error.message);
    expect(plan.value.from).toBe(1);
    const following = mod.log.length - itemAt(mod.deals, 0).end;
    expect(plan.value.kept + plan.value.dropped.length).toBe(following);
    expect(plan.value.entries).toHaveLength(rec.length - 1 + plan.value.kept);
    // the corrected log replays, to the match the plan shows
    const r = replayLog(mod.setup, [...mod.log.slice(0, plan.value.from), ...plan.value.entries]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.view.deals.map((d) => d.scoreAfter)).toEqual(plan.value.after.view.deals.map((d) => d.scoreAfter));
    expect(itemAt(r.value.view.deals, 0).scoreAfter).toEqual(played.settled!.scoreAfter);
  });

  it('pairs the credits of both ledgers by phase, kind and when: a tira removed, an iduki added, a credit no longer counted', () => {
    const d = itemAt(mod.mancheDeals, 0);
    const rec = dealEntries(mod, d);
    const i = rec.findIndex((e) => e.type === 'action' && e.action.act === 'fold');
    const fold = itemAt(rec, i);
    if (fold.type !== 'action') throw new Error('fixture changed');
    const draft = rec.slice();
    draft[i] = { type: 'action', action: withAct(fold.action, 'see') };
    const played = playDraft(mod, d, draft);
    if (!played.settled) throw new Error(played.error?.error.message ?? 'not settled');
    const recorded = itemAt(mod.steps, itemAt(mod.deals, d).end).settled!;
    const diff = diffLedgers(recorded.ledger, played.settled.ledger);
    expect(diff.map((l) => l.diff)).toEqual(['removed', 'same', 'added', 'changed', 'same']);
    expect(itemAt(diff, 0).recorded).toMatchObject({ phase: 'grande', kind: 'tira' });
    expect(itemAt(diff, 2).corrected).toMatchObject({ phase: 'grande', kind: 'iduki', when: 'showdown' });
    expect(itemAt(diff, 3).recorded?.counted).toBe(true);
    expect(itemAt(diff, 3).corrected?.counted).toBe(false);
    // every credit of both ledgers is on exactly one line
    expect(diff.filter((l) => l.recorded).length).toBe(recorded.ledger.length);
    expect(diff.filter((l) => l.corrected).length).toBe(played.settled.ledger.length);
  });

  it('an illegal copy: the engine error with its code and rule, no correction', () => {
    const rec = dealEntries(mod, 0);
    const first = itemAt(rec, 0);
    if (first.type !== 'action') throw new Error('fixture changed');
    const draft = [{ type: 'action' as const, action: withSeat(first.action, 1) }, ...rec.slice(1)];
    const played = playDraft(mod, 0, draft);
    expect(played.error?.at).toBe(0);
    expect(played.error?.error.code).toMatch(/^action\//);
    expect(played.error?.error.message).toContain('log[0]');
    const plan = planCorrection(mod, 0, draft);
    expect(plan.ok).toBe(false);
  });

  it('a card of a shown hand: a card shown twice is refused; another card changes the count', () => {
    const rec = dealEntries(mod, 0);
    const hi = rec.length - 1;
    const h = itemAt(rec, hi);
    if (h.type !== 'hands') throw new Error('fixture changed');
    const dup = rec.slice();
    const first = itemAt(h.hands, 0);
    if (!first) throw new Error('fixture changed');
    dup[hi] = { type: 'hands', hands: withCard(h.hands, 1, 0, itemAt(first, 0)) };
    const bad = playDraft(mod, 0, dup);
    expect(bad.error?.error.code).toBe('hands/duplicate-card');
    expect(planCorrection(mod, 0, rec).ok).toBe(false);
    expect((planCorrection(mod, 0, rec) as { error: { code: string } }).error.code).toBe('judge/no-change');
  });

  it('a copy that runs past the end of its deal is refused', () => {
    const rec = dealEntries(mod, 0);
    const draft = [...rec, ...dealEntries(mod, 1).slice(0, 1)];
    const played = playDraft(mod, 0, draft);
    expect(played.error?.error.code).toBe('judge/after-deal-end');
    expect(played.error?.at).toBe(rec.length);
  });
});
