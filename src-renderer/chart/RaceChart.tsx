/**
 * The race to the target point of one manche, drawn in SVG (geometry: `race-chart-model.ts`, with
 * d3-shape and d3-array): two step lines in tantos against credits in counting order, team A solid
 * and team B dashed (and each labelled with its letter at the end, so colour is never the only
 * cue); the target and *dentro* marks; ★ on the credit that took the target point; a tira paid at
 * once drawn as a square point (its own step, FFMus art. 17), a credit of the count as a round one.
 *
 * Three sizes, each measured to its box so that its labels are true CSS pixels: `display` (the room
 * display: labels 4 % of the screen height, at least 40 px at 1080 lines), `judge` (points are
 * focusable and clickable: arrows move between them, Enter or a click goes to that credit) and
 * `small` (the library and the end of a match, one per manche). Every chart carries its text alternative: the same numbers as a table (visually hidden
 * on the display, in a `<details>` elsewhere). Every point carries its numbers as `data-*`
 * attributes, which the end-to-end tests read back against the engine.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { MancheRace, RaceStep } from '../../shared/display/race.js';
import type { Team } from '../../shared/types.js';
import type { T } from '../i18n/index.js';
import { signedPoints } from '../i18n/signed-points.js';
import { pointLabel } from './point-label.js';
import { displayFont, markLabelX, pointTabindex, raceChartModel, rovingStop, type ChartModel, type PointFocus } from './race-chart-model.js';
import './texts.js';
import './chart.css';

/** Where a chart is shown. */
export type ChartVariant = 'display' | 'judge' | 'small';

/** Props of {@link RaceChart}. */
export interface RaceChartProps {
  race: MancheRace;
  /** Team names, as the screen shows them. */
  teams: Record<Team, string>;
  variant: ChartVariant;
  t: T;
  /** A prefix for the element ids (unique on the page). */
  id: string;
  /** Judge: the credits reached at the step shown (the others are drawn faint); default all. */
  reached?: number;
  /** Judge: go to the step of this credit (a click, or Enter on a focused point). */
  onPick?: (s: RaceStep) => void;
  /** Heading level of the title (default 3). */
  level?: 2 | 3 | 4;
}


/** The box of the element (ResizeObserver), or `fallback` until it is measured. */
function useBox(ref: { current: HTMLElement | null }, fallback: { width: number; height: number }, on: boolean) {
  const [box, setBox] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!on || !el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      const w = Math.round(r.width);
      const h = Math.round(r.height);
      if (w > 0 && h > 0) setBox((b) => (b.width === w && b.height === h ? b : { width: w, height: h }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [on]);
  return box;
}

/** The chart's title: the manche, the target and the winner. */
export function raceTitle(race: MancheRace, teams: Record<Team, string>, t: T): string {
  return race.winner
    ? t('chart.titleWon', { n: race.manche + 1, target: race.target, team: `${race.winner} (${teams[race.winner]})` })
    : t('chart.title', { n: race.manche + 1, target: race.target });
}

/** One manche's race as a titled figure: the SVG chart, its legend and its table of numbers. */
export function RaceChart(props: RaceChartProps) {
  const { race, teams, variant, t, id } = props;
  const wrap = useRef<HTMLDivElement>(null);
  const measured = useBox(wrap, variant === 'display' ? { width: 960, height: 480 } : variant === 'small' ? { width: 340, height: 170 } : { width: 720, height: 260 }, true);
  const box = useMemo(() => {
    if (variant === 'display') {
      // the display's type scale: 4 units of the display (--u of styles/display.css: 1 % of the
      // height held to 0.625 % of the width; 43 px at 1080 lines)
      const font = displayFont(typeof window === 'undefined' ? { width: 1920, height: 1080 } : { width: window.innerWidth, height: window.innerHeight });
      return { width: measured.width, height: measured.height, font, dealLabels: false };
    }
    // the page's type scale (the root font size follows the window: 15 px at 1366, 18 px at 1920)
    const root = typeof document === 'undefined' ? 16 : parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    if (variant === 'small') {
      const font = Math.round(root * 0.8);
      return { width: measured.width, height: Math.max(150, Math.min(230, Math.round(measured.width * 0.5))), font, dealLabels: true };
    }
    const font = Math.round(root * 0.85);
    return { width: measured.width, height: Math.max(200, Math.min(320, Math.round(measured.width * 0.36))), font, dealLabels: true };
  }, [variant, measured.width, measured.height]);
  const m = useMemo(() => raceChartModel(race, box), [race, box]);
  const title = raceTitle(race, teams, t);
  const reached = props.reached ?? race.steps.length;
  const Heading = `h${props.level ?? 3}` as 'h3';
  return (
    <figure class={`race race-${variant}`} data-testid={`race-${variant}`} data-manche={race.manche} data-steps={race.steps.length} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} class="race-title" title={title}>{title}</Heading>
      <div class="race-box" ref={wrap}>
        <ChartSvg m={m} race={race} t={t} id={id} title={title} reached={reached} onPick={props.onPick} variant={variant} />
      </div>
      {variant !== 'display' && <Legend teams={teams} t={t} />}
      {variant === 'display' ? (
        <div class="sr-only">
          <RaceTable race={race} t={t} />
        </div>
      ) : (
        <details class="race-details">
          <summary>{t('chart.table')}</summary>
          <RaceTable race={race} t={t} />
        </details>
      )}
    </figure>
  );
}

function Legend({ teams, t }: { teams: Record<Team, string>; t: T }) {
  const sample = (team: Team) => (
    <svg class={`race-swatch race-line-${team}`} viewBox="0 0 36 10" width="36" height="10" aria-hidden="true">
      <line x1="1" y1="5" x2="35" y2="5" />
    </svg>
  );
  return (
    <p class="race-legend">
      <span class="race-key">{sample('A')} <strong>A</strong> {teams.A} <span class="muted">({t('chart.legendA')})</span></span>
      <span class="race-key">{sample('B')} <strong>B</strong> {teams.B} <span class="muted">({t('chart.legendB')})</span></span>
      <span class="race-key"><span aria-hidden="true" class="race-sym">■</span> {t('chart.legendTira')}</span>
      <span class="race-key"><span aria-hidden="true" class="race-sym">●</span> {t('chart.legendCount')}</span>
      <span class="race-key"><span aria-hidden="true" class="race-sym race-star">★</span> {t('chart.legendStar')}</span>
    </p>
  );
}

/** The text alternative: one row per credit, the same numbers as the points. */
export function RaceTable({ race, t }: { race: MancheRace; t: T }) {
  if (race.steps.length === 0) return <p class="muted">{t('chart.none')}</p>;
  return (
    <table class="race-table" data-testid="race-table">
      <caption>{t('chart.tableCaption', { n: race.manche + 1 })}</caption>
      <thead>
        <tr>
          <th scope="col" class="num">{t('chart.col.step')}</th>
          <th scope="col" class="num">{t('chart.col.deal')}</th>
          <th scope="col">{t('chart.col.phase')}</th>
          <th scope="col">{t('chart.col.kind')}</th>
          <th scope="col">{t('chart.col.team')}</th>
          <th scope="col" class="num">{t('chart.col.points')}</th>
          <th scope="col" class="num">A</th>
          <th scope="col" class="num">B</th>
          <th scope="col">{t('chart.col.star')}</th>
        </tr>
      </thead>
      <tbody>
        {race.steps.map((s) => (
          <tr key={s.step} data-step={s.step}>
            <td class="num">{s.step}</td>
            <td class="num">{s.deal + 1}</td>
            <td>{t(`phase.${s.phase}`)}</td>
            <td>{t(`kind.${s.kind}`)}</td>
            <td>{s.team}</td>
            <td class="num">{signedPoints(s.points)}</td>
            <td class="num">{s.score.A}</td>
            <td class="num">{s.score.B}</td>
            <td>{s.decisive ? '★' : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChartSvg(p: { m: ChartModel; race: MancheRace; t: T; id: string; title: string; reached: number; onPick?: (s: RaceStep) => void; variant: ChartVariant }) {
  const { m, race, t, id, reached, onPick, variant } = p;
  const interactive = onPick !== undefined;
  const current = Math.max(0, Math.min(reached, race.steps.length)); // step number of the last credit reached
  const [focus, setFocusOf] = useState<PointFocus | null>(null);
  const setFocus = (step: number) => setFocusOf({ manche: race.manche, step });
  const refs = useRef<(SVGGElement | null)[]>([]);
  // the roving tab stop: the point under the keyboard, else the current credit, else the first
  const tabStop = rovingStop(focus, race.manche, current, race.steps.length);
  const r = Math.max(3, m.font * 0.32);
  const onKey = (e: KeyboardEvent, s: RaceStep) => {
    const n = race.steps.length;
    let to: number | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') to = Math.min(n, s.step + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') to = Math.max(1, s.step - 1);
    else if (e.key === 'Home') to = 1;
    else if (e.key === 'End') to = n;
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      onPick?.(s);
      return;
    } else return;
    e.preventDefault(); // the judge's own arrow keys (one action) wait while a point has the focus
    e.stopPropagation();
    setFocus(to);
    refs.current[to - 1]?.focus();
  };
  const { plot } = m;
  const runs = (team: Team) => {
    // the part of the line reached so far, drawn over the whole line (faint after the current step)
    const shown = m.series[team].slice(0, current + 1);
    return shown;
  };
  const reachedX = m.x(current);
  return (
    <svg
      class="race-svg"
      viewBox={`0 0 ${m.width} ${m.height}`}
      width={m.width}
      height={m.height}
      role={interactive ? 'group' : 'img'}
      aria-labelledby={`${id}-title ${id}-desc`}
      data-target={race.target}
      data-dentro={race.dentro ?? ''}
    >
      <desc id={`${id}-desc`}>{t('chart.desc', { target: race.target })}{interactive ? ` ${t('chart.pick')}` : ''}</desc>
      <g class="race-axes" aria-hidden="true">
        {m.yTicks.map((k) => (
          <g key={k.value}>
            <line class="race-grid" x1={plot.left} x2={plot.right} y1={k.y} y2={k.y} />
            <text class="race-tick" x={plot.left - m.font * 0.35} y={k.y} dy="0.35em" text-anchor="end" font-size={m.font}>{k.value}</text>
          </g>
        ))}
        {m.marks.map((k) => {
          const label = k.kind === 'target' ? t('chart.target', { n: k.value }) : t('chart.dentro', { n: k.value });
          const lx = markLabelX(m, k, label.length);
          return (
            <g key={k.kind} class={`race-mark race-mark-${k.kind}`} data-mark={k.kind} data-value={k.value}>
              <line x1={plot.left} x2={plot.right} y1={k.y} y2={k.y} />
              {lx !== null && <text x={lx} y={k.y - m.font * 0.25} font-size={m.font * (p.variant === 'display' ? 1 : 0.9)}>{label}</text>}
            </g>
          );
        })}
        {m.deals.map((d) => (
          <g key={d.deal} class="race-deal">
            <line x1={d.x} x2={d.x} y1={plot.top} y2={plot.bottom} />
            {p.variant !== 'display' && (
              <text x={d.x + 2} y={plot.bottom + m.font * 1.2} font-size={m.font * 0.85}>{d.deal}</text>
            )}
          </g>
        ))}
        <line class="race-axis" x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
        <line class="race-axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      </g>
      {(['A', 'B'] as const).map((team) => (
        <g key={team} class={`race-team race-line-${team}`} aria-hidden="true">
          {current < race.steps.length && <path class="race-path race-future" d={m.paths[team]} />}
          <path class="race-path" d={current < race.steps.length ? pathOf(m, runs(team)) : m.paths[team]} data-team={team} data-series={m.series[team].join(' ')} stroke-width={Math.max(2, m.font * 0.16)} />
          <text
            class="race-end"
            x={plot.right + m.font * 0.55}
            y={m.ends[team].labelY}
            dy="0.35em"
            font-size={m.font}
            data-testid={`race-end-${team}`}
          >
            {team} {m.ends[team].value}{race.winner === team ? ' ★' : ''}
          </text>
        </g>
      ))}
      {current < race.steps.length && current > 0 && <line class="race-now" x1={reachedX} x2={reachedX} y1={plot.top} y2={plot.bottom} aria-hidden="true" />}
      <g class="race-points">
        {m.points.map((pt) => {
          const s = pt.step;
          const future = s.step > current;
          const cls = `race-pt race-pt-${s.team}${s.when === 'dialogue' ? ' race-pt-tira' : ''}${future ? ' race-future' : ''}${s.step === current && variant !== 'small' ? ' race-pt-now' : ''}`;
          const mark = s.when === 'dialogue'
            ? <rect x={pt.x - r} y={pt.y - r} width={r * 2} height={r * 2} />
            : <circle cx={pt.x} cy={pt.y} r={r} />;
          const data = {
            'data-step': s.step, 'data-deal': s.deal, 'data-credit': s.credit, 'data-team': s.team, 'data-points': s.points,
            'data-a': s.score.A, 'data-b': s.score.B, 'data-when': s.when, 'data-decisive': s.decisive ? 'true' : 'false',
            'data-x': pt.x.toFixed(2), 'data-y': pt.y.toFixed(2),
          };
          if (!interactive) {
            return <g key={s.step} class={cls} {...data} aria-hidden="true">{mark}</g>;
          }
          return (
            <g
              key={s.step}
              class={cls}
              {...data}
              ref={(el) => {
                refs.current[s.step - 1] = el;
              }}
              role="button"
              {...pointTabindex(s.step, tabStop)}
              aria-label={pointLabel(s, t)}
              aria-current={s.step === current ? 'step' : undefined}
              onClick={() => {
                setFocus(s.step);
                onPick?.(s);
              }}
              onKeyDown={(e) => onKey(e, s)}
              onFocus={() => setFocusOf((f) => (f && f.manche === race.manche && f.step === s.step ? f : { manche: race.manche, step: s.step }))}
            >
              <circle class="race-hit" cx={pt.x} cy={pt.y} r={Math.max(10, r * 2.2)} />
              {mark}
            </g>
          );
        })}
      </g>
      {m.decisive && (
        <text class="race-star" x={m.decisive.x} y={m.decisive.y - m.font * 0.45} text-anchor="middle" font-size={m.font * 1.3} aria-hidden="true" data-testid="race-star">
          ★
        </text>
      )}
    </svg>
  );
}

/** The step path of a prefix of a series (the part of the race reached at the judge's step). */
function pathOf(m: ChartModel, values: number[]): string {
  if (values.length === 0) return '';
  let d = `M${m.x(0)},${m.y(values[0]!)}`;
  for (let k = 1; k < values.length; k++) d += `H${m.x(k)}V${m.y(values[k]!)}`;
  return d;
}
