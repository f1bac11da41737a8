/**
 * The geometry of a race chart (pure: no DOM, no store): from one manche's race
 * (`shared/display/race.ts`, {@link MancheRace}) to the SVG coordinates of the two step lines, the
 * points (one per counted credit, in counting order: Memo Mus ch. IX), the *dentro* and target
 * marks, the ★ credit, the deal boundaries and the end labels. Paths: d3-shape (`line` with
 * `curveStepAfter`: a team's score stays flat until its next credit, then jumps — every credit, a
 * tira drawn at once included (FFMus art. 17), is its own step); axis values: d3-array (`ticks`);
 * the two scales are linear maps (d3-scale's `scaleLinear` would add 10.8 kB gzipped of
 * interpolators, colour parsing and number formats that a tantos axis never uses).
 *
 * Units: x in credits (step 0 is the 0–0 start, step k the score after the k-th counted credit of
 * the manche), y in tantos (0 … target); both mapped to SVG user units of the box given.
 */
import { ticks } from 'd3-array';
import { curveStepAfter, line } from 'd3-shape';
import type { MancheRace, RaceStep } from '../../shared/display/race.js';
import type { Score, Team } from '../../shared/types.js';

/** The box a chart is drawn in: SVG user units (CSS px when the viewBox is the element's size) and the label size. */
export interface ChartBox {
  width: number;
  height: number;
  /** Font size of the labels, in the same units. */
  font: number;
  /** Draw the deal numbers under the x axis (not on the room display, where they would be too small). */
  dealLabels?: boolean;
}

/** One point of a chart: a counted credit, on the line of the team it went to. */
export interface ChartPoint {
  /** The credit (its step number, deal, team, points, phase, kind, score after, ★). */
  step: RaceStep;
  /** SVG coordinates of the point (the top of the step the credit makes). */
  x: number;
  y: number;
}

/** A horizontal mark across the plot: the target, or the *dentro* (FFMus art. 4; pagat: 35). */
export interface ChartMark {
  kind: 'target' | 'dentro';
  /** In tantos. */
  value: number;
  y: number;
}

/** The geometry of one race chart. */
export interface ChartModel {
  width: number;
  height: number;
  font: number;
  /** The plot area (inside the axes' labels). */
  plot: { left: number; right: number; top: number; bottom: number };
  /** The SVG path (`d`) of each team's step line, from 0–0 to the last credit. */
  paths: Record<Team, string>;
  /** Each team's score after each step (index 0: the start), in tantos: what the line draws. */
  series: Record<Team, number[]>;
  /** One point per counted credit, in counting order. */
  points: ChartPoint[];
  /** The ★ credit (the one that took the target point), if reached. */
  decisive: ChartPoint | null;
  /** Labelled y values (tantos). */
  yTicks: { value: number; y: number }[];
  marks: ChartMark[];
  /** Where each deal's first credit is (x of its step − ½), with its 1-based number. */
  deals: { deal: number; x: number }[];
  /** End labels at the right of the plot: each team's last score, moved apart when they would overlap. */
  ends: Record<Team, { value: number; y: number; labelY: number }>;
  /** x of step k, y of a score in tantos (the scales). */
  x(k: number): number;
  y(tantos: number): number;
  /** The inverse of {@link ChartModel.y}: tantos at an SVG y (tests read the drawn points back). */
  tantosAt(y: number): number;
}

const TEAMS: readonly Team[] = ['A', 'B'];

/** A linear map from `[d0, d1]` to `[r0, r1]`, its inverse, optionally clamped to the domain. */
function linear(d0: number, d1: number, r0: number, r1: number, clamp = false) {
  const k = (r1 - r0) / (d1 - d0 || 1);
  const f = (v: number) => r0 + ((clamp ? Math.max(Math.min(d0, d1), Math.min(Math.max(d0, d1), v)) : v) - d0) * k;
  f.invert = (r: number) => d0 + (r - r0) / k;
  return f;
}

/**
 * The room display's unit (px) for a viewport (px), `--u` of styles/display.css: on a landscape
 * screen 1 % of the height held to 0.625 % of the width (1 % of the height on a 16:9 or 16:10
 * screen, less on a 4:3 or 5:4 one); on a portrait one (height ≥ width: the teams' cards one over
 * the other, each the whole width) 0.5 % of the height held to 1.15 % of the width.
 */
export function displayUnit(view: { width: number; height: number }): number {
  return view.height >= view.width ? Math.min(view.height * 0.005, view.width * 0.0115) : Math.min(view.height * 0.01, view.width * 0.00625);
}

/**
 * The room display's chart labels (px) for a viewport (px): 4 units of the display
 * ({@link displayUnit}): 4 % of the height on a 16:9 or 16:10 screen, less on a 4:3 or 5:4 one
 * (where the labels sized on the height alone took the chart's width), 2 % of it on a portrait
 * one; 16 px at least.
 */
export function displayFont(view: { width: number; height: number }): number {
  return Math.max(16, Math.round(displayUnit(view) * 4));
}

/**
 * The chart of one manche in a box.
 * @param race the manche's race (`raceOfMatch(...)[m]`)
 * @param box the size in SVG user units and the label size
 */
export function raceChartModel(race: MancheRace, box: ChartBox): ChartModel {
  const { width, height, font } = box;
  const n = race.steps.length;
  const plot = {
    left: Math.round(font * 1.9),
    right: width - Math.round(font * 4.6),
    top: Math.round(font * 1.8), // room for the ★ above a point on the target line, inside the box
    bottom: height - Math.round(font * (box.dealLabels ? 1.7 : 0.8)),
  };
  // half a step of run-out after the last credit, so the level it reached shows
  const x = linear(0, n + 0.6, plot.left, plot.right);
  const y = linear(0, race.target, plot.bottom, plot.top, true);
  const series: Record<Team, number[]> = { A: [0], B: [0] };
  for (const s of race.steps) {
    series.A.push(s.score.A);
    series.B.push(s.score.B);
  }
  const path = (values: number[]): string => {
    // the last value runs on to the end of the plot, so the final level is visible after the last jump
    const pts: [number, number][] = values.map((v, k) => [x(k), y(v)]);
    pts.push([plot.right, y(values[values.length - 1] ?? 0)]);
    return line().curve(curveStepAfter)(pts) ?? '';
  };
  const points: ChartPoint[] = race.steps.map((s) => ({ step: s, x: x(s.step), y: y(s.score[s.team]) }));
  const marks: ChartMark[] = [{ kind: 'target', value: race.target, y: y(race.target) }];
  if (race.dentro !== null) marks.push({ kind: 'dentro', value: race.dentro, y: y(race.dentro) });
  const deals: { deal: number; x: number }[] = [];
  for (const s of race.steps) {
    if (deals.length === 0 || deals[deals.length - 1]!.deal !== s.deal + 1) deals.push({ deal: s.deal + 1, x: x(s.step - 0.5) });
  }
  const last: Score = race.steps.at(-1)?.score ?? { A: 0, B: 0 };
  const ends = {
    A: { value: last.A, y: y(last.A), labelY: y(last.A) },
    B: { value: last.B, y: y(last.B), labelY: y(last.B) },
  };
  // two labels closer than a line of text: the higher score goes up, the other down (A above on a tie)
  const gap = font * 1.05;
  if (Math.abs(ends.A.y - ends.B.y) < gap) {
    const mid = (ends.A.y + ends.B.y) / 2;
    const [hi, lo] = last.A >= last.B ? (['A', 'B'] as const) : (['B', 'A'] as const);
    ends[hi].labelY = mid - gap / 2;
    ends[lo].labelY = mid + gap / 2;
  }
  // both inside the box: at 0 – 0 the lower label went under the chart's bottom edge (text centred
  // on labelY: half a line above and below it); the pair moves up or down together
  const half = font * 0.6;
  const low = Math.max(ends.A.labelY, ends.B.labelY) - (height - half);
  const high = half - Math.min(ends.A.labelY, ends.B.labelY);
  const shift = low > 0 ? -low : high > 0 ? high : 0;
  ends.A.labelY += shift;
  ends.B.labelY += shift;
  return {
    width, height, font, plot,
    paths: { A: path(series.A), B: path(series.B) },
    series,
    points,
    decisive: points.find((p) => p.step.decisive) ?? null,
    yTicks: spaced(ticks(0, race.target, Math.min(5, Math.max(2, Math.round(race.target / 10)))).map((v) => ({ value: v, y: y(v) })), font * 1.2),
    marks,
    deals,
    ends,
    x: (k) => x(k),
    y: (v) => y(v),
    tantosAt: (py) => y.invert(py),
  };
}

/**
 * The axis values far enough apart to be read: from 0 up, a value closer than `gap` (SVG units) to
 * the last one kept is left out, and the top one (the target) is kept in place of the one before it
 * when they would touch. In a low box the labels never print on top of each other.
 */
export function spaced(values: { value: number; y: number }[], gap: number): { value: number; y: number }[] {
  const out: { value: number; y: number }[] = [];
  for (const v of values) {
    const prev = out[out.length - 1];
    if (!prev || Math.abs(prev.y - v.y) >= gap) out.push(v);
    else if (v === values[values.length - 1] && out.length > 1) out[out.length - 1] = v;
  }
  return out;
}

/**
 * The roving tab stop of a chart's points (one Tab reaches the chart, the arrows move inside it):
 * the point `step` is in the Tab order only when it is `tabStop`. Written as the SVG attribute
 * `tabindex`: SVG attributes are case-sensitive, and Chromium made every point carrying a camel-case
 * `tabIndex` a tab stop of its own (a manche of 30 credits was 30 Tab presses to cross).
 */
export function pointTabindex(step: number, tabStop: number): { tabindex: 0 | -1 } {
  return { tabindex: step === tabStop ? 0 : -1 };
}

/** The point under the keyboard in a chart: which manche's race, and the credit's step (1-based). */
export interface PointFocus {
  manche: number;
  step: number;
}

/**
 * The step of the point that is the chart's one Tab stop: the point under the keyboard when it is a
 * point of this race (`manche`, 1 … `n`), else the current credit (`current`, 0 before the first),
 * else the first point. A focus left on the 21st credit of manche 1 is no stop in a manche of 16:
 * the judge's view keeps one chart and swaps its race, and its points had no Tab stop left.
 */
export function rovingStop(focus: PointFocus | null, manche: number, current: number, n: number): number {
  if (focus && focus.manche === manche && focus.step >= 1 && focus.step <= n) return focus.step;
  return current > 0 ? Math.min(current, n) : 1;
}

/** The teams, in the order the charts draw them (A solid, B dashed). */
export { TEAMS };

/**
 * Where a mark's label starts (x in SVG units, the text left-anchored above its line): at the plot's
 * left, or nothing (`null`) when the ★ stands on that line where the label would be (« objectif 4★ »
 * on the room display at 1024×768, the target taken at 60 % of the plot). The ★ is the manche's last
 * credit, past 62 % of the plot: there is never more room after it than before; the chart's title and
 * its axis say the target.
 * @param chars the label's length in characters (its width estimated at 0.62 of the font a character)
 */
export function markLabelX(m: Pick<ChartModel, 'plot' | 'font' | 'decisive'>, mark: Pick<ChartMark, 'y'>, chars: number): number | null {
  const left = m.plot.left + m.font * 0.3;
  const star = m.decisive;
  // the ★ (1.3 fonts high, drawn over its point) on the mark's line, under the label
  const covered = star !== null && Math.abs(star.y - mark.y) <= m.font && star.x - m.font * 0.7 <= left + chars * m.font * 0.62;
  return covered ? null : left;
}
