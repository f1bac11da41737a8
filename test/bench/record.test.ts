/** `npm run bench -- --record`: a group's figures written into docs/performance.md (bench/record.ts). */
import { describe, expect, it } from 'vitest';
import { RECORD_SECTION, formatFigure, recordInto, renderGroup } from '../../bench/record.js';

const META = { when: '2026-11-27 06:10 UTC', load: 'load 1.1 2.8 3.4', machine: '2 cores, Node v20.20.2' };

describe('the bench record', () => {
  it('renders a group as its markers, the run line and a table of its figures', () => {
    const block = renderGroup('engine', [
      { name: 'settlement', value: 229724.4, unit: 'deals/s', goal: '≥ 300,000', met: false, ratio: { value: 1.5739, against: 'the straightforward evaluator' }, note: '2000 records | 5% false' },
      { name: 'evaluation', value: 4.4474, unit: 'ms', goal: '≤ 50', met: true },
      { name: 'weight', value: 68.5, unit: 'kB' },
    ], META);
    expect(block.split('\n')).toEqual([
      '<!-- bench:engine -->',
      '### engine',
      '',
      '2026-11-27 06:10 UTC, load 1.1 2.8 3.4, 2 cores, Node v20.20.2.',
      '',
      '| figure | median | goal | ratio | note |',
      '|---|---:|---|---|---|',
      '| settlement | 229,724 deals/s | ≥ 300,000 (**not met**) | ×1.574 vs the straightforward evaluator | 2000 records \\| 5% false |',
      '| evaluation | 4.447 ms | ≤ 50 (met) |  |  |',
      '| weight | 68.5 kB |  |  |  |',
      '<!-- /bench:engine -->',
    ]);
  });

  it('says where a group stopped', () => {
    expect(renderGroup('cli', [], META, 'no bundle\nbuilt')).toContain('\n\nThe group stopped: no bundle built\n<!-- /bench:cli -->');
  });

  it('adds the section at the end of a page without it, then blocks at the end of the section', () => {
    const page = '# Performance\n\nText.\n';
    const one = recordInto(page, 'engine', 'E1');
    expect(one).toBe(`# Performance\n\nText.\n\n${RECORD_SECTION}\n\nWritten by \`npm run bench -- --record\` (one block per group, replaced by the group's next recorded run).\n\nE1\n`);
    const two = recordInto(`${one}\n## After\n\nMore.\n`, 'cli', 'C1');
    expect(two.endsWith('E1\n\nC1\n\n## After\n\nMore.\n')).toBe(true);
  });

  it("replaces a group's block in place and keeps every other line", () => {
    const page = `# P\n\n${RECORD_SECTION}\n\n<!-- bench:cli -->\nold cli\n<!-- /bench:cli -->\n\n<!-- bench:engine -->\nold\n<!-- /bench:engine -->\n\n## Next\n`;
    const out = recordInto(page, 'cli', '<!-- bench:cli -->\nnew cli\n<!-- /bench:cli -->');
    expect(out).toBe(page.replace('old cli', 'new cli'));
    expect(recordInto(out, 'cli', '<!-- bench:cli -->\nnew cli\n<!-- /bench:cli -->')).toBe(out);
  });

  it('refuses a page whose block lost its end marker, naming it (nothing written)', () => {
    expect(() => recordInto('<!-- bench:ui -->\nhalf', 'ui', 'x')).toThrow('"<!-- bench:ui -->" has no "<!-- /bench:ui -->"');
  });

  it('prints figures as the console does', () => {
    expect([formatFigure(1234.5), formatFigure(0.000123456), formatFigure(12.3456), formatFigure(-2500)]).toEqual(['1,235', '0.0001235', '12.35', '-2,500']);
  });
});
