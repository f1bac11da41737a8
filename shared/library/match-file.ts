/**
 * The text of an exported `mus-match/1` file (pure: no Node imports, so the browser mode can export
 * too). Used by `MatchLibrary.exportMatch` (Node) and `src-renderer/bridge/web-library.ts`.
 */
import type { MatchRecord } from '../index.js';

/** A `mus-match/1` record as exported: the engine's record plus when the match started (an optional field of `mus-match/1`, docs/formats.md). */
export type ExportedMatch = MatchRecord & { created?: string };

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
