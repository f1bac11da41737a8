/**
 * `npm run bench -- --record`: the figures of a run written into docs/performance.md, in the section
 * "The last recorded runs", one block per group (`<!-- bench:engine -->` … `<!-- /bench:engine -->`).
 * A run of some groups replaces their blocks and keeps the others', so the page always holds the
 * last recorded figures of every group, each with its date, load average and machine. Pure text
 * functions here; `run.ts` reads and writes the file.
 */
import type { BenchRow } from './harness.js';

/** The title of the section the blocks are kept in (added at the end of the page when missing). */
export const RECORD_SECTION = '## The last recorded runs';

/** What a block says about the run it comes from. */
export interface RunMeta {
  /** When the group ran, e.g. "2026-11-27 06:10 UTC". */
  when: string;
  /** The load average during the group, e.g. "load 1.1 2.8 3.4". */
  load: string;
  /** Cores and Node version, e.g. "2 cores, Node v20.20.2". */
  machine: string;
}

/** A number as the bench prints it: thousands separated, four significant digits below 1,000. */
export function formatFigure(n: number): string {
  return Math.abs(n) >= 1000 ? Math.round(n).toLocaleString('en-US') : Number(n.toPrecision(4)).toString();
}

/** A table cell: no line break, and a `|` escaped (Markdown tables split on it). */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/**
 * The Markdown block of one group: its markers, a line with the run's date, load and machine, and a
 * table of its figures (value with unit, goal and whether it is met, ratio to its baseline, note).
 * @param failure the error a group stopped on, shown instead of a figure it did not reach.
 */
export function renderGroup(group: string, rows: readonly BenchRow[], meta: RunMeta, failure?: string): string {
  const lines = [
    `<!-- bench:${group} -->`,
    `### ${group}`,
    '',
    `${meta.when}, ${meta.load}, ${meta.machine}.`,
    '',
    '| figure | median | goal | ratio | note |',
    '|---|---:|---|---|---|',
  ];
  for (const r of rows) {
    const goal = r.goal ? `${r.goal}${r.met === undefined ? '' : r.met ? ' (met)' : ' (**not met**)'}` : '';
    const ratio = r.ratio ? `×${formatFigure(r.ratio.value)} vs ${r.ratio.against}` : '';
    lines.push(`| ${cell(r.name)} | ${formatFigure(r.value)} ${cell(r.unit)} | ${cell(goal)} | ${cell(ratio)} | ${cell(r.note ?? '')} |`);
  }
  if (failure !== undefined) lines.push('', `The group stopped: ${cell(failure)}`);
  lines.push(`<!-- /bench:${group} -->`);
  return lines.join('\n');
}

/**
 * The page with a group's block put in: in place of the group's old block, else at the end of the
 * section {@link RECORD_SECTION} (the section is added at the end of the page when missing). The
 * rest of the page is kept as it is.
 * @throws Error when the page holds the group's start marker without its end marker (a hand edit
 *   broke the block: nothing is written rather than losing the text after it).
 */
export function recordInto(page: string, group: string, block: string): string {
  const start = `<!-- bench:${group} -->`;
  const end = `<!-- /bench:${group} -->`;
  const at = page.indexOf(start);
  if (at >= 0) {
    const stop = page.indexOf(end, at);
    if (stop < 0) throw new Error(`docs/performance.md: the block "${start}" has no "${end}"; mend the page by hand`);
    return page.slice(0, at) + block + page.slice(stop + end.length);
  }
  const body = page.endsWith('\n') ? page : `${page}\n`;
  const section = body.indexOf(`\n${RECORD_SECTION}\n`);
  if (section < 0) {
    return `${body}\n${RECORD_SECTION}\n\nWritten by \`npm run bench -- --record\` (one block per group, replaced by the group's next recorded run).\n\n${block}\n`;
  }
  // the end of the section: the next heading of its level, or the end of the page
  const next = body.indexOf('\n## ', section + RECORD_SECTION.length + 1);
  if (next < 0) return `${body}\n${block}\n`;
  return `${body.slice(0, next)}\n${block}\n${body.slice(next)}`;
}
