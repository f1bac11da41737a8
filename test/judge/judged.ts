/**
 * The judge's three readings of one deal, which must agree: the engine (`settleRecord`), the command
 * line (`mus settle --json -`, run in process as `bin/mus.mjs` runs it) and, for a deal that starts a
 * manche (0-0), the step-by-step replay of the judge's view (`dealSteps`: the credits drawn at each
 * action, then the count at the showdown). Gives the engine's settlement (English reasons) once the
 * three agree.
 */
import { expect } from 'vitest';
import { fromMatchRecord, type Credit, type DealRecord, type MatchRecord, type Settlement } from '../../shared/index.js';
import { buildSteps } from '../../shared/judge/steps.js';
import { dealSteps, type DealSteps } from '../../shared/judge/deal-steps.js';
import { musInProcess } from '../helpers/mus-cli.js';
import { settled } from '../helpers/settle.js';

/** A credit without its sentence: what the three readings must agree on. */
const core = (c: Pick<Credit, 'team' | 'points' | 'applied' | 'kind' | 'phase' | 'when' | 'rule' | 'counted'>) =>
  `${c.team}:${c.points}/${c.applied}:${c.kind}:${c.phase}:${c.when}:${c.rule}:${c.counted ? 'counted' : 'not counted'}`;

/** Settles `record` by the engine, the CLI and (at 0-0) the step replay; fails the test if they differ. */
export async function judged(record: DealRecord): Promise<Settlement> {
  const s = settled(record);
  const run = await musInProcess(['settle', '--json', '-'], `${JSON.stringify(record)}\n`);
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  const cli = JSON.parse(run.out.trim()) as Settlement;
  expect(cli.ledger.map(core)).toEqual(s.ledger.map(core));
  expect({ scoreAfter: cli.scoreAfter, winner: cli.winner, end: cli.end }).toEqual({ scoreAfter: s.scoreAfter, winner: s.winner, end: s.end });
  const score = record.score ?? { A: 0, B: 0 };
  if (!score.A && !score.B) {
    const d = stepsOf(record);
    expect([...d.steps.flatMap((st) => st.credits), ...d.showdown].map(core)).toEqual(s.ledger.map(core));
    expect(d.scoreAfter).toEqual(s.scoreAfter);
  }
  return s;
}

/** The tiras drawn at once, as `seat-of-the-action → team:points:phase`, from the step replay (0-0 deals). */
export function drawnAt(record: DealRecord): string[] {
  return stepsOf(record).steps.filter((st) => st.credits.length > 0).map((st) => `${st.n} → ${st.credits.map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}`).join(', ')}`);
}

/** The step replay of a deal that starts a manche: the deal as the only deal of a match record. */
function stepsOf(record: DealRecord): DealSteps {
  const match: MatchRecord = { format: 'mus-match/1', rules: record.rules ?? 'ffmus', esku: record.esku ?? 0, deals: [{ actions: record.actions, hands: record.hands }] };
  const m = fromMatchRecord(match);
  if (!m.ok) throw new Error(m.error.message);
  const model = buildSteps(m.value.setup, m.value.log);
  if (!model.ok) throw new Error(model.error.message);
  const d = dealSteps(model.value, 0);
  if (!d) throw new Error('no deal 0 in the step replay');
  return d;
}
