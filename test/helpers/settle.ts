/** Test helpers around the engine. */
import { renderSettlement, settleRecord, type Settlement } from '../../shared/index.js';

/** Settles a record or throws with the engine's message. */
export function settled(record: unknown): Settlement {
  const r = settleRecord(record);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return renderSettlement(r.value.settlement, 'en');
}

/** The engine error of a record that must fail. */
export function failure(record: unknown) {
  const r = settleRecord(record);
  if (r.ok) throw new Error('expected an error, the record settled');
  return r.error;
}

/** Compact ledger: `team:points:kind:phase` for each credit (counted only unless `all`). */
export function lines(s: Settlement, all = false): string[] {
  return s.ledger.filter((c) => all || c.counted).map((c) => `${c.team}:${c.points}:${c.kind}:${c.phase}`);
}

/**
 * Every credit, counted or not: `team:points:kind:phase:when:rule`, with `=applied` after the points
 * when the count applied fewer tantos (the target reached) and ` (not counted)` after a credit that
 * came after the target.
 */
export function credits(s: Settlement): string[] {
  return s.ledger.map((c) => `${c.team}:${c.points}${c.counted && c.applied !== c.points ? `=${c.applied}` : ''}:${c.kind}:${c.phase}:${c.when}:${c.rule}${c.counted ? '' : ' (not counted)'}`);
}
