/**
 * Plays a dsl script (test/helpers/dsl.ts) through the engine, each action checked: a deal through
 * `transition`, a match through `applyEntry`. A refused action throws, naming it and the engine's
 * message.
 */
import { applyEntry, startMatch, type LiveMatch, type MatchEntry, type MatchSetup } from '../../shared/index.js';
import { transition } from '../../shared/deal/reducer.js';
import { createDeal, type DealState } from '../../shared/deal/state.js';
import { PRESETS } from '../../shared/rules/presets.js';
import type { RuleOptions, Score } from '../../shared/types.js';
import { acts } from './dsl.js';

/** A four-player FFMus match, seat 0 the esku, players P0-P3. */
export const SETUP4: MatchSetup = { rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['P0', 'P1', 'P2', 'P3'], esku: 0 };

/** The deal after `script`, from a fresh deal (FFMus, esku 0, 0-0 unless given). */
export function playDeal(script: string, o: { rules?: RuleOptions; esku?: number; score?: Score } = {}): DealState {
  let s = createDeal({ rules: o.rules ?? PRESETS.ffmus, esku: o.esku ?? 0, ...(o.score ? { score: o.score } : {}) });
  for (const a of script ? acts(script) : []) {
    const t = transition(s, a);
    if (!t.ok) throw new Error(`${JSON.stringify(a)}: ${t.error.message}`);
    s = t.value.state;
  }
  return s;
}

/** The live match after `entries` (actions, hands, misdeals…), each checked, from `setup` (four players, FFMus by default). */
export function playEntries(entries: readonly MatchEntry[], setup: MatchSetup = SETUP4): LiveMatch {
  const m = startMatch(setup);
  if (!m.ok) throw new Error(m.error.message);
  let match = m.value;
  for (const e of entries) {
    const r = applyEntry(match, e);
    if (!r.ok) throw new Error(`${JSON.stringify(e.type === 'action' ? e.action : e)}: ${r.error.message}`);
    match = r.value.match;
  }
  return match;
}

/** The live match after the actions of `script`, from `setup` (four players, FFMus by default). */
export function playMatch(script = '', setup: MatchSetup = SETUP4): LiveMatch {
  return playEntries((script ? acts(script) : []).map((action) => ({ type: 'action' as const, action })), setup);
}
