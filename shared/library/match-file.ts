/**
 * The text of an exported `mus-match/1` file (pure: no Node imports, so the browser mode can export
 * too). Used by `MatchLibrary.exportMatch` (Node) and `src-renderer/bridge/web-library.ts`.
 */
import type { MatchRecord } from '../index.js';
import { toMatchRecord, type LiveMatch } from '../match/live.js';

/** A `mus-match/1` record as exported: the engine's record plus when the match started (an optional field of `mus-match/1`, docs/formats.md). */
export type ExportedMatch = MatchRecord & { created?: string };

/**
 * The deal an export leaves out: the deal in progress when the match is not over. `mus-match/1`
 * deals each have their `actions` and `hands` (docs/formats.md), and `mus check`, `mus replay`, the
 * judge and `mus tournament result --match` settle every deal, so a deal without its end is not
 * written; the export says which one it left out.
 */
export interface LeftOutDeal {
  /** The deal's index in the match, from 0 (the screens show it + 1). */
  deal: number;
  /** Its manche, from 0. */
  manche: number;
  /** Where it stopped (the stage as the format names it: `grande`, `showdown`…). */
  stage: string;
  /** How many actions it had: entered again at the table after an import. */
  actions: number;
}

/**
 * A match as exported: its finished deals only, as a `mus-match/1` record every reader accepts
 * (docs/storage.md, "Export"), with `created` (when given) after `format`.
 * @returns the record, and the deal in progress left out (null when the match stands between two
 *   deals or is over). Importing the record gives the match at the start of that deal.
 */
export function exportRecord(m: LiveMatch, created?: string | null): { record: ExportedMatch; leftOut: LeftOutDeal | null } {
  const { format, deals, ...rest } = toMatchRecord(m);
  const cur = m.view.current;
  const leftOut = cur && cur.state.log.length ? { deal: cur.index, manche: cur.manche, stage: cur.state.stage, actions: cur.state.log.length } : null;
  const kept = leftOut ? deals.slice(0, m.view.deals.length) : deals;
  const record: ExportedMatch = created ? { format, created, ...rest, deals: kept } : { format, ...rest, deals: kept };
  return { record, leftOut };
}

/** Export text: one line per action, so files diff well and stay readable. */
export function formatMatchFile(rec: ExportedMatch): string {
  const { deals, ...head } = rec;
  const top = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const ds = deals.map((d) => {
    const acts = d.actions.map((a) => `      ${JSON.stringify(a)}`).join(',\n');
    const rest = Object.entries(d).filter(([k]) => k !== 'actions').map(([k, v]) => `, ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join('');
    return `    {"actions": [${acts ? `\n${acts}\n    ` : ''}]${rest}}`;
  });
  return `{\n${[...top, `  "deals": [${ds.length ? `\n${ds.join(',\n')}\n  ` : ''}]`].join(',\n')}\n}\n`;
}
