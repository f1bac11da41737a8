/**
 * The store of the judge's view of one match (signals): the match as the library gives it, its
 * steps, the step on show, the "what if" copy of one deal and the correction being prepared.
 * Every change to the match goes through `bridge.correct` (a recorded correction, never a silent
 * edit); the copy is local until then.
 */
import { batch, computed, signal } from '@preact/signals';
import type { EngineError, Hand, MatchEntry, Seat } from '../../shared/index.js';
import type { JudgeMatch, LibraryBridge } from '../../shared/bridge/library/library-contract.js';
import { buildSteps, clampStep, dealEntries, dealStep, positionOf, type StepModel } from '../../shared/judge/steps.js';
import { actionAfter, planCorrection, playDraft, withCard } from './whatif.js';

/** The part of the library bridge the judge's view uses. */
export type JudgeBridge = Pick<LibraryBridge, 'open' | 'correct' | 'printPdf'>;

/** The "what if" copy: the deal it copies and its entries as edited so far. */
export interface Draft {
  deal: number;
  entries: MatchEntry[];
}

/** The judge store of one window. */
export type JudgeStore = ReturnType<typeof createJudgeStore>;

/**
 * Creates the store of match `id`. Call `load()` to fetch the match (`bridge.open`); it shows step
 * `at` (an index into its steps, from 0: the step on show before a reload; a match shortened since
 * shows its last), or the last step when `at` is not given.
 * Errors (a match that does not open, a refused correction) are kept as data in `error`.
 */
export function createJudgeStore(bridge: JudgeBridge, id: string, at?: number) {
  const match = signal<JudgeMatch | null>(null);
  const model = signal<StepModel | null>(null);
  const error = signal<EngineError | null>(null);
  const loading = signal(true);
  const step = signal(0);
  const draft = signal<Draft | null>(null);
  const who = signal('');
  const why = signal('');
  /** The judge confirmed that the entries which no longer apply are dropped. */
  const confirmDrop = signal(false);
  const busy = signal(false);
  /** The last correction recorded in this session (a notice), or null. */
  const applied = signal<{ from: number; entries: number } | null>(null);

  const current = computed(() => model.value?.steps[clampStep(model.value, step.value)] ?? null);
  const position = computed(() => (model.value ? positionOf(model.value, step.value) : null));
  /** The copy played through the engine (its settlement or its first refusal). */
  const whatIf = computed(() => {
    const m = model.value;
    const d = draft.value;
    return m && d ? playDraft(m, d.deal, d.entries) : null;
  });
  /** The correction the copy would record, or why it cannot. */
  const plan = computed(() => {
    const m = model.value;
    const d = draft.value;
    return m && d ? planCorrection(m, d.deal, d.entries) : null;
  });
  /** Why "apply" is not possible now (a `judge/…` key of the texts), or null. */
  const blocked = computed<string | null>(() => {
    const p = plan.value;
    if (!p) return 'judge.block.noCopy';
    if (match.value?.readOnly) return 'judge.block.readOnly';
    if (!p.ok) return p.error.code === 'judge/no-change' ? 'judge.block.noChange' : 'judge.block.illegal';
    if (!who.value.trim()) return 'judge.block.who';
    if (!why.value.trim()) return 'judge.block.why';
    if (p.value.dropped.length > 0 && !confirmDrop.value) return 'judge.block.confirm';
    return null;
  });

  function adopt(jm: JudgeMatch): boolean {
    const s = buildSteps(jm.setup, jm.log);
    if (!s.ok) {
      error.value = s.error;
      return false;
    }
    match.value = jm;
    model.value = s.value;
    error.value = s.value.error?.error ?? null;
    return true;
  }

  function go(k: number): void {
    const m = model.peek();
    if (m) step.value = clampStep(m, k);
  }

  function editDraft(fn: (entries: MatchEntry[]) => MatchEntry[]): void {
    const d = draft.peek();
    if (!d) return;
    batch(() => {
      draft.value = { deal: d.deal, entries: fn(d.entries.slice()) };
      confirmDrop.value = false;
    });
  }

  return {
    id,
    match,
    model,
    error,
    loading,
    step,
    current,
    position,
    draft,
    whatIf,
    plan,
    blocked,
    who,
    why,
    confirmDrop,
    busy,
    applied,
    /** Fetches the match; shows step `at` (see {@link createJudgeStore}), else its last step. */
    async load(): Promise<void> {
      loading.value = true;
      const r = await bridge.open(id).catch((e: unknown) => ({ ok: false as const, error: { code: 'library/unavailable' as const, message: String(e) } }));
      batch(() => {
        loading.value = false;
        if (!r.ok) {
          error.value = r.error;
          return;
        }
        const m = adopt(r.value) ? model.peek() : null;
        if (m) step.value = at === undefined ? m.steps.length - 1 : clampStep(m, at);
      });
    },
    go,
    nextAction: () => go(step.peek() + 1),
    prevAction: () => go(step.peek() - 1),
    nextDeal: () => {
      const m = model.peek();
      if (m) go(dealStep(m, step.peek(), 1));
    },
    prevDeal: () => {
      const m = model.peek();
      if (m) go(dealStep(m, step.peek(), -1));
    },
    first: () => go(0),
    last: () => go(Number.MAX_SAFE_INTEGER),
    /** Opens the "what if" copy of the deal on show (its recorded entries). */
    openWhatIf(): void {
      const m = model.peek();
      const p = position.peek();
      if (!m || !p) return;
      batch(() => {
        draft.value = { deal: p.deal, entries: dealEntries(m, p.deal) };
        confirmDrop.value = false;
        applied.value = null;
      });
    },
    closeWhatIf(): void {
      draft.value = null;
    },
    /** Replaces entry `i` of the copy. */
    setEntry(i: number, e: MatchEntry): void {
      editDraft((xs) => xs.map((x, j) => (j === i ? e : x)));
    },
    /** Removes entry `i` of the copy. */
    removeEntry(i: number): void {
      editDraft((xs) => xs.filter((_, j) => j !== i));
    },
    /** Inserts a new action after entry `i` (-1: at the start) of the copy. */
    insertAfter(i: number): void {
      const players = model.peek()?.steps[0].match.view.rules.players ?? 4;
      editDraft((xs) => {
        let prev = null;
        for (let j = Math.min(i, xs.length - 1); j >= 0; j--) {
          const x = xs[j];
          if (x?.type === 'action') {
            prev = x.action;
            break;
          }
        }
        const a = prev ? actionAfter(prev, players) : { ...actionAfter(null, players), seat: startEsku() };
        xs.splice(i + 1, 0, { type: 'action', action: a });
        return xs;
      });
    },
    /** Appends the hands shown (all empty, to type) when the copy has none. */
    addHands(): void {
      const players = model.peek()?.steps[0].match.view.rules.players ?? 4;
      editDraft((xs) => [...xs, { type: 'hands', hands: Array.from({ length: players }, (): Hand => ['', '', '', '']) }]);
    },
    /** Changes one card (seat, position 0-3) of the hands entry `i` of the copy. */
    setCard(i: number, seat: Seat, pos: number, card: string): void {
      editDraft((xs) => xs.map((x, j) => (j === i && x.type === 'hands' ? { type: 'hands', hands: withCard(x.hands, seat, pos, card) } : x)));
    },
    /**
     * Records the copy as a correction (`bridge.correct`) with the judge's name and reason.
     * @returns true when recorded; the refusal is kept in `error`.
     */
    async applyCorrection(): Promise<boolean> {
      const p = plan.peek();
      if (blocked.peek() || !p?.ok) return false;
      const d = draft.peek()!;
      busy.value = true;
      const r = await bridge
        .correct({ id, from: p.value.from, entries: p.value.entries, who: who.peek().trim(), why: why.peek().trim() })
        .catch((e: unknown) => ({ ok: false as const, error: { code: 'library/unavailable' as const, message: String(e) } }));
      let done = false;
      batch(() => {
        busy.value = false;
        if (!r.ok) {
          error.value = r.error;
          return;
        }
        if (!adopt(r.value)) return;
        const span = model.peek()!.deals.find((s) => s.deal === d.deal);
        step.value = span ? span.end : 0;
        draft.value = null;
        why.value = '';
        confirmDrop.value = false;
        applied.value = { from: p.value.from, entries: p.value.entries.length };
        done = true;
      });
      return done;
    },
    /** Saves (Electron) or prints (browser) the page: the current deal's settlement. */
    async print(title: string): Promise<void> {
      const r = await bridge.printPdf(title).catch((e: unknown) => ({ ok: false as const, error: { code: 'library/unavailable' as const, message: String(e) } }));
      if (!r.ok) error.value = r.error;
    },
    dismissError(): void {
      error.value = null;
    },
  };

  /** The esku of the deal of the copy (the first speaker), for an action inserted at its start. */
  function startEsku(): Seat {
    const m = model.peek();
    const d = draft.peek();
    const span = m && d ? m.deals.find((s) => s.deal === d.deal) : null;
    return span && m ? m.steps[span.start]?.match.view.current?.state.esku ?? 0 : 0;
  }
}
