/**
 * The judge's view end to end, through the real UI in headless Chromium (web mode, engine in the
 * page): the full FFMus match is imported into the library, opened in the judge's view, stepped
 * deal by deal (buttons and keys) to the first deal where a manche is won, and the ledger shown is
 * checked credit by credit against the command line (`mus replay --json`). Then a "what if": an
 * illegal change shows the engine's error; a refusal (tira) changed to iduki changes the
 * settlement, which is applied as a recorded correction (who, why) and shows in the corrections
 * history, also after reopening the match. Print: the title given, and only the deal's settlement
 * in the print layout. Screenshots: `test-artifacts/judge-1366x768.png`, `judge-1920x1080.png`.
 */
import { violations } from '../axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fromMatchRecord, replayLog, type MatchRecord } from '../../../shared/index.js';
import { buildSteps, dealEntries, type StepModel } from '../../../shared/judge/steps.js';
import { planCorrection, withAct } from '../../../src-renderer/judge/whatif.js';
import { openControlPage, ROOT, type ControlRig } from '../harness.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { itemAt } from '../../helpers/item-at.js';

const SHOTS = join(ROOT, 'test-artifacts');
const FIXTURE = join(ROOT, 'test/fixtures/match-ffmus-full.record.json');
const RECORD = JSON.parse(readFileSync(FIXTURE, 'utf8')) as MatchRecord;

interface CliCredit { team: string; points: number; phase: string; counted: boolean; decisive?: boolean; rule: string; scoreAfter: { A: number; B: number } }
interface CliDeal { winner: string | null; scoreAfter: { A: number; B: number }; ledger: CliCredit[] }

/** `mus replay --json` run as a user runs it. */
function cliReplay(): { deals: CliDeal[] } {
  const r = spawnSync('npm', ['run', '-s', 'mus', '--', 'replay', '--json', FIXTURE], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`mus replay failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as { deals: CliDeal[] };
}

function engineModel(): StepModel {
  const m = fromMatchRecord(RECORD);
  if (!m.ok) throw new Error(m.error.message);
  const s = buildSteps(m.value.setup, m.value.log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

async function credits(page: Page) {
  return page.$$eval('[data-testid=judge-ledger] [data-testid=judge-credit]', (rows) =>
    rows.map((r) => ({
      team: r.getAttribute('data-team'),
      points: Number(r.getAttribute('data-points')),
      phase: r.getAttribute('data-phase'),
      counted: r.getAttribute('data-counted') === 'true',
      decisive: r.getAttribute('data-decisive') === 'true',
    })),
  );
}

async function position(page: Page): Promise<{ deal: number; step: number }> {
  const el = page.locator('[data-testid=judge-position]');
  return { deal: Number(await el.getAttribute('data-deal')), step: Number(await el.getAttribute('data-step')) };
}

async function waitStep(page: Page, step: number): Promise<void> {
  await page.waitForSelector(`[data-testid=judge-position][data-step="${step}"]`);
}

describe('the judge’s view (web mode, headless Chromium)', () => {
  let page: Page;
  let id = '';
  let pageErrors: string[] = [];
  const cli = cliReplay();
  const model = engineModel();
  const mancheDeal = cli.deals.findIndex((d) => d.winner !== null);
  let rig: ControlRig;

  beforeAll(async () => {
    rig = await openControlPage({ shots: SHOTS, prefix: 'judge-' });
    page = rig.page;
    pageErrors = rig.pageErrors;
  });

  afterEach(async (c) => {
    if (c.task.result?.state === 'fail' && page) await rig.shootFailure(c.task.name);
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('imports the match into the library and opens it in the judge’s view, at its last step', async () => {
    await page.click('[data-testid=open-library]');
    await page.setInputFiles('[data-testid=library-import]', FIXTURE);
    await page.waitForSelector('[data-testid=library-row].lib-new');
    id = (await page.getAttribute('[data-testid=library-row].lib-new', 'data-id'))!;
    await page.click(`[data-testid=library-row][data-id="${id}"] [data-testid=library-judge]`);
    await page.waitForSelector('[data-testid=judge-position]');
    expect(await position(page)).toEqual({ deal: model.deals.length - 1, step: model.log.length });
    await expect(page.textContent('[data-testid=judge-corrections-count]')).resolves.toContain('0');
    expect(await page.textContent('h1')).toContain(RECORD.teams!.A);
  });

  it('steps deal by deal to the first manche won; its ledger is the command line’s, credit by credit', async () => {
    expect(mancheDeal).toBe(model.mancheDeals[0]);
    await page.click('[data-testid=judge-first]');
    await waitStep(page, 0);
    expect(await position(page)).toEqual({ deal: 0, step: 0 });
    expect(await page.locator('[data-testid=judge-ledger]').count()).toBe(0);
    for (let d = 0; d <= mancheDeal; d++) {
      await page.click('[data-testid=judge-next-deal]');
      await waitStep(page, itemAt(model.deals, d).end);
      expect((await position(page)).deal).toBe(d);
      // each deal's end shows its full ledger, equal to the command line's
      const got = await credits(page);
      expect(got.map(({ team, points, phase, counted }) => ({ team, points, phase, counted }))).toEqual(
        itemAt(cli.deals, d).ledger.map(({ team, points, phase, counted }) => ({ team, points, phase, counted })),
      );
    }
    const got = await credits(page);
    const want = itemAt(cli.deals, mancheDeal).ledger;
    expect(got.length).toBe(want.length);
    const decisive = want.findIndex((c) => c.decisive);
    expect(decisive).toBeGreaterThanOrEqual(0);
    expect(got.map((c) => c.decisive)).toEqual(want.map((_, i) => i === decisive));
    expect(got.some((c) => !c.counted)).toBe(want.some((c) => !c.counted));
    // the score shown is the deal's score after (the target reached), with the manche counted
    const after = itemAt(cli.deals, mancheDeal).scoreAfter;
    expect(Number(await page.textContent('[data-testid=judge-score-A]'))).toBe(after.A);
    expect(Number(await page.textContent('[data-testid=judge-score-B]'))).toBe(after.B);
    const winner = itemAt(cli.deals, mancheDeal).winner as 'A' | 'B';
    expect(Number(await page.textContent(`[data-testid=judge-manches-${winner}]`))).toBe(1);
    // the hands shown at that showdown
    const hands = itemAt(RECORD.deals, mancheDeal).hands!;
    // in the table's notation (R C S for 12 11 10), as on every screen
    const notation = (c: string) => c.replace(/^12/, 'R').replace(/^11/, 'C').replace(/^10/, 'S');
    const shown = (await page.locator('[data-testid=judge-hands] .judge-card').allTextContents()).sort();
    expect(shown).toEqual(hands.flatMap((h) => (h ?? []).map(notation)).sort());
    const seat0 = itemAt(hands, 0);
    if (!seat0) throw new Error('fixture changed: seat 0 shows no hand');
    await expect(page.textContent('[data-testid=judge-hands]')).resolves.toContain(notation(itemAt(seat0, 0)));
    expect(await page.textContent('[data-testid=judge-hands]')).not.toMatch(/\b1[012]\b/);
    await page.screenshot({ path: join(SHOTS, 'judge-1366x768.png') });
    expect(await violations(page), 'axe: judge-1366x768.png').toEqual([]);
  });

  it('keys: ← → one action, PageUp/PageDown and Shift+← → one deal, Home/End', async () => {
    const end = itemAt(model.deals, mancheDeal).end;
    await page.locator('[data-testid=judge-position]').click();
    await page.keyboard.press('ArrowLeft');
    await waitStep(page, end - 1);
    expect(await page.locator('[data-testid=judge-ledger]').count()).toBe(0);
    // before the hands: the showdown is next
    expect(await page.getAttribute('[data-testid=judge-phase]', 'data-phase')).toBe('showdown');
    await page.keyboard.press('ArrowRight');
    await waitStep(page, end);
    await page.keyboard.press('PageUp');
    await waitStep(page, itemAt(model.deals, mancheDeal - 1).end);
    await page.keyboard.press('PageDown');
    await waitStep(page, end);
    await page.keyboard.press('Shift+ArrowLeft');
    await waitStep(page, itemAt(model.deals, mancheDeal - 1).end);
    await page.keyboard.press('Shift+ArrowRight');
    await waitStep(page, end);
    await page.keyboard.press('End');
    await waitStep(page, model.log.length);
    await page.keyboard.press('Home');
    await waitStep(page, 0);
    // the slider, labelled, moves to any step
    const slider = page.getByLabel('Position dans la partie');
    await slider.fill(String(end));
    await waitStep(page, end);
    // in the middle of a deal: the ladder of the phase with its total and what a tira pays
    const bet = itemAt(model.deals, mancheDeal).start + 4; // seat 2 bet 5 at grande, before the fold
    await page.click('[data-testid=judge-prev-deal]');
    await page.click('[data-testid=judge-next-action]');
    for (let k = itemAt(model.deals, mancheDeal).start + 1; k < bet; k++) await page.click('[data-testid=judge-next-action]');
    await waitStep(page, bet);
    expect(await page.textContent('[data-testid=judge-total]')).toBe('5');
    expect(await page.textContent('[data-testid=judge-tira-pays]')).toBe('1');
    await page.click('[data-testid=judge-next-deal]');
    await waitStep(page, end);
  });

  it('every deal, first to last: the same credits, articles and running scores as mus replay --json; the chart is one Tab stop', async () => {
    const rows = () => page.$$eval('[data-testid=judge-ledger] [data-testid=judge-credit]', (trs) =>
      trs.map((r) => `${r.getAttribute('data-team')} ${r.getAttribute('data-points')} ${r.getAttribute('data-phase')} ${r.getAttribute('data-rule')} ${r.getAttribute('data-after')} ${r.getAttribute('data-counted')}`));
    await page.locator('[data-testid=judge-position]').click();
    await page.keyboard.press('Home');
    await waitStep(page, 0);
    for (const [d, deal] of cli.deals.entries()) {
      await page.keyboard.press('PageDown');
      await waitStep(page, itemAt(model.deals, d).end);
      expect(await rows(), `deal ${d + 1}`).toEqual(deal.ledger.map((c) => `${c.team} ${c.points} ${c.phase} ${c.rule} ${c.scoreAfter.A}-${c.scoreAfter.B} ${c.counted}`));
      expect(await page.textContent('[data-testid=judge-score-after]')).toBe(`A ${deal.scoreAfter.A} · B ${deal.scoreAfter.B}`);
    }
    // the race chart: Tab from the slider reaches one point of it, the next Tab leaves it
    await page.focus('[data-testid=judge-slider]');
    const focused = () => page.evaluate(() => document.activeElement?.classList.contains('race-pt') ?? false);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(false);
    // back where the next test starts: the deal that won the first manche
    await page.locator('[data-testid=judge-position]').click();
    await page.keyboard.press('Home');
    for (let d = 0; d <= mancheDeal; d++) await page.keyboard.press('PageDown');
    await waitStep(page, itemAt(model.deals, mancheDeal).end);
    // the last point of manche 1 under the keyboard, then the next deal (manche 2, fewer credits):
    // the chart is still one Tab stop (it had none left: the focus of manche 1 pointed past its end)
    const points = () => page.locator('[data-testid=race-judge] .race-pt[role=button]').count();
    const inManche1 = await points();
    await page.focus('[data-testid=judge-slider]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-step'))).toBe(String(inManche1));
    await page.locator('[data-testid=judge-position]').click();
    await page.keyboard.press('PageDown');
    await waitStep(page, itemAt(model.deals, mancheDeal + 1).end);
    expect(await points()).toBeLessThan(inManche1);
    await page.focus('[data-testid=judge-slider]');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await page.locator('[data-testid=judge-position]').click();
    await page.keyboard.press('PageUp');
    await waitStep(page, itemAt(model.deals, mancheDeal).end);
  });

  it('what if: an illegal change shows the engine’s error; a tira changed to iduki changes the count; applied as a correction', async () => {
    await page.click('[data-testid=judge-whatif]');
    await page.waitForSelector('[data-testid=judge-whatif-panel]');
    const entries = dealEntries(model, mancheDeal);
    expect(await page.locator('[data-testid=judge-entry]').count()).toBe(entries.length);
    expect(await page.textContent('[data-testid=judge-diff-none]')).toBeTruthy();
    expect(await page.isDisabled('[data-testid=judge-apply-correction]')).toBe(true);
    // the hands shown are written as at the table (R C S, never 12 11 10), and typed so: the letters
    // of the same cards, either case, and the numbers, change nothing
    const hi = entries.findIndex((e) => e.type === 'hands');
    if (hi < 0) throw new Error('fixture changed: no hands shown in this deal');
    const cards = page.locator(`[data-testid=judge-entry][data-index="${hi}"] [data-testid=judge-card]`);
    const shownCards = await cards.evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value));
    expect(shownCards.filter(Boolean).length).toBeGreaterThan(0);
    for (const c of shownCards) expect(c).not.toMatch(/^1[0-2]/);
    const k = shownCards.findIndex((c) => /^[RCS]/.test(c));
    if (k < 0) throw new Error('fixture changed: no figure among the cards shown');
    await cards.nth(k).fill(itemAt(shownCards, k).toLowerCase());
    expect(await cards.nth(k).inputValue()).toBe(shownCards[k]);
    await cards.nth(k).fill({ R: '12', C: '11', S: '10' }[itemAt(shownCards, k)[0] as 'R' | 'C' | 'S'] + itemAt(shownCards, k).slice(1));
    expect(await cards.nth(k).inputValue()).toBe(shownCards[k]);
    await page.waitForSelector('[data-testid=judge-diff-none]');
    expect(await cards.nth(k).getAttribute('aria-describedby')).toBe(`judge-cards-hint-${hi}`);
    // the first action said by the wrong seat: refused by the engine, code and rule shown
    const first = page.locator('[data-testid=judge-entry][data-index="0"]');
    await first.locator('[data-testid=judge-seat]').selectOption('1');
    await page.waitForSelector('[data-testid=judge-whatif-error]');
    expect(await page.getAttribute('[data-testid=judge-whatif-error]', 'data-code')).toMatch(/^action\//);
    expect(await page.isDisabled('[data-testid=judge-apply-correction]')).toBe(true);
    await first.locator('[data-testid=judge-seat]').selectOption('3');
    await page.waitForSelector('[data-testid=judge-diff-none]');
    // the grande tira (entry 4) seen instead: the bet goes to the showdown
    const fold = itemAt(entries, 4);
    if (fold.type !== 'action' || fold.action.act !== 'fold') throw new Error('fixture changed');
    const draft = entries.slice();
    draft[4] = { type: 'action', action: withAct(fold.action, 'see') };
    const plan = planCorrection(model, mancheDeal, draft);
    if (!plan.ok) throw new Error(plan.error.message);
    const corrected = replayLog(model.setup, [...model.log.slice(0, plan.value.from), ...plan.value.entries]);
    if (!corrected.ok) throw new Error(corrected.error.message);
    const deal = itemAt(corrected.value.view.deals, mancheDeal);
    await page.locator('[data-testid=judge-entry][data-index="4"] [data-testid=judge-act]').selectOption('see');
    await page.waitForSelector('[data-testid=judge-diff]');
    expect(await page.textContent('[data-testid=judge-corrected-score]')).toBe(`A ${deal.scoreAfter.A} · B ${deal.scoreAfter.B}`);
    expect(await page.textContent('[data-testid=judge-recorded-score]')).toBe(`A ${itemAt(cli.deals, mancheDeal).scoreAfter.A} · B ${itemAt(cli.deals, mancheDeal).scoreAfter.B}`);
    // the differences: the grande tira gone, the grande iduki new, the pares credit no longer counted
    const diffs = await page.$$eval('[data-testid=judge-diff] tbody tr', (rows) => rows.map((r) => r.getAttribute('data-diff')));
    expect(diffs).toEqual(['removed', 'added', 'changed']);
    expect(Number(await page.getAttribute('[data-testid=judge-plan]', 'data-from'))).toBe(plan.value.from);
    expect(Number(await page.getAttribute('[data-testid=judge-plan]', 'data-dropped'))).toBe(plan.value.dropped.length);
    // who and why are both required
    expect(await page.isDisabled('[data-testid=judge-apply-correction]')).toBe(true);
    await page.fill('[data-testid=judge-who]', 'Mattin Arbitre');
    expect(await page.isDisabled('[data-testid=judge-apply-correction]')).toBe(true);
    await page.fill('[data-testid=judge-why]', 'Xan a dit iduki, pas tira (témoins)');
    if (plan.value.dropped.length > 0) {
      expect(await page.isDisabled('[data-testid=judge-apply-correction]')).toBe(true);
      await page.check('[data-testid=judge-confirm-drop]');
    }
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.locator('[data-testid=judge-whatif-panel]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'judge-1920x1080.png') });
    expect(await violations(page), 'axe: judge-1920x1080.png').toEqual([]);
    await page.click('[data-testid=judge-apply-correction]');
    await page.waitForSelector('[data-testid=judge-correction]');
    const row = page.locator('[data-testid=judge-correction]');
    expect(await row.getAttribute('data-who')).toBe('Mattin Arbitre');
    expect(Number(await row.getAttribute('data-from'))).toBe(plan.value.from);
    await expect(row.textContent()).resolves.toContain('Xan a dit iduki');
    expect(await page.locator('[data-testid=judge-whatif-panel]').count()).toBe(0);
    // the deal shown now is the corrected one
    await waitStep(page, itemAt(model.deals, mancheDeal).end);
    const got = await credits(page);
    expect(got.map(({ team, points, phase, counted }) => ({ team, points, phase, counted }))).toEqual(
      deal.ledger.map(({ team, points, phase, counted }) => ({ team, points, phase, counted })),
    );
    await expect(page.textContent('[data-testid=judge-corrections-count]')).resolves.toContain('1');
    // under the corrected deal: who, when, why; the history's button is named by what it shows
    expect(await page.textContent('[data-testid=judge-deal-correction]')).toContain('Mattin Arbitre');
    expect(await page.getByRole('button', { name: `Voir l’entrée ${plan.value.from + 1}` }).count()).toBe(1);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.locator('[data-testid=judge-corrections]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'judge-corrected-1366x768.png') });
    expect(await violations(page), 'axe: judge-corrected-1366x768.png').toEqual([]);
  });

  it('the correction is kept: back to the library and open again', async () => {
    await page.click('[data-testid=judge-back]');
    await page.click(`[data-testid=library-row][data-id="${id}"] [data-testid=library-judge]`);
    await page.waitForSelector('[data-testid=judge-correction]');
    await expect(page.textContent('[data-testid=judge-corrections-count]')).resolves.toContain('1');
    expect(await page.getAttribute('[data-testid=judge-correction]', 'data-who')).toBe('Mattin Arbitre');
  });

  it('prints the current deal: the title names teams and deal; the print layout keeps the settlement only', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.click('[data-testid=judge-first]');
    for (let d = 0; d <= mancheDeal; d++) await page.click('[data-testid=judge-next-deal]');
    await waitStep(page, itemAt(model.deals, mancheDeal).end);
    await page.evaluate(() => {
      (window as unknown as { printed: string[] }).printed = [];
      window.print = () => (window as unknown as { printed: string[] }).printed.push(document.title);
    });
    await page.click('[data-testid=judge-print]');
    await page.waitForFunction(() => (window as unknown as { printed: string[] }).printed.length === 1);
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0]);
    expect(printed).toBe(`${RECORD.teams!.A} — ${RECORD.teams!.B} — donne ${mancheDeal + 1}`);
    await page.emulateMedia({ media: 'print' });
    // the printout says under which rules the deal was settled
    expect(await page.isVisible('[data-testid=judge-print-title]')).toBe(true);
    expect(await page.textContent('[data-testid=judge-print-title]')).toContain('FFMUS, manche en 40, 4 joueurs, 3 manches gagnantes');
    expect(await page.isVisible('[data-testid=judge-ledger]')).toBe(true);
    expect(await page.isVisible('[data-testid=judge-state]')).toBe(true);
    for (const hidden of ['judge-whatif', 'judge-next-deal', 'judge-print', 'open-library']) {
      expect(await page.isVisible(`[data-testid=${hidden}]`), hidden).toBe(false);
    }
    // the deal was corrected: the printout says who, when and why
    expect(await page.isVisible('[data-testid=judge-deal-corrections]')).toBe(true);
    const said = (await page.textContent('[data-testid=judge-deal-corrections]'))!;
    expect(said).toContain('Donne corrigée');
    expect(said).toContain('Mattin Arbitre');
    expect(said).toContain('Xan a dit iduki, pas tira (témoins)');
    await page.screenshot({ path: join(SHOTS, 'judge-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  it('speaks the table’s languages: English, then back to French', async () => {
    await page.selectOption('[data-testid=lang]', 'en');
    await page.waitForFunction(() => document.querySelector('[data-testid=judge-position]')?.textContent?.startsWith('Deal 4 · action'));
    expect(await page.textContent('[data-testid=judge-next-deal]')).toContain('PgDn');
    expect(await page.textContent('[data-testid=judge-next-deal-name]')).toBe('Next deal');
    expect(await page.getByRole('button', { name: 'Next deal PgDn' }).count()).toBe(1);
    await page.selectOption('[data-testid=lang]', 'fr');
    await page.waitForFunction(() => document.querySelector('[data-testid=judge-position]')?.textContent?.startsWith('Donne 4 · action'));
    // the key caps as French keyboards write them, as the help line says (they were Home, PgUp, PgDn, End)
    expect(await page.locator('[data-testid=judge-stepper] kbd, .judge-stepper kbd').allTextContents()).toEqual(['Début', 'Page préc.', '←', '→', 'Page suiv.', 'Fin']);
    expect(await page.getByRole('button', { name: 'Donne suivante Page suiv.' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('an undo agreed on the phones shows under the count of its deal, and is printed with it', async () => {
    // the match at the table (web journal): the fold of the first manche's last deal said, taken back
    // by agreement (asked by its sayer, accepted by the other team), and said again
    const at = itemAt(model.deals, mancheDeal).start + 4;
    const fold = itemAt(model.log, at);
    if (fold.type !== 'action') throw new Error('fixture changed');
    const records: JournalRecord[] = [{ seq: 0, t: 'setup', setup: model.setup, id: 'match-agreed', created: '2026-11-27T08:00:00.000Z' }];
    const add = (r: JournalRecord extends infer R ? (R extends { seq: number } ? Omit<R, 'seq'> : never) : never) => records.push({ ...r, seq: records.length } as JournalRecord);
    for (const entry of model.log.slice(0, at + 1)) add({ t: 'entry', entry });
    add({ t: 'undo', source: `phone:${fold.action.seat}`, agreed: { asked: fold.action.seat, accepted: (fold.action.seat + 1) % 4 } });
    for (const entry of model.log.slice(at, itemAt(model.deals, mancheDeal).end)) add({ t: 'entry', entry });
    await page.evaluate((recs) => {
      localStorage.clear();
      recs.forEach((r, i) => localStorage.setItem(`mus.journal.${i}`, JSON.stringify(r)));
      localStorage.setItem('mus.journal.count', String(recs.length));
    }, records);
    await page.reload();
    await page.click('[data-testid=open-library]');
    await page.click('[data-testid=library-row][data-id="match-agreed"] [data-testid=library-judge]');
    await page.waitForSelector('[data-testid=judge-position]');
    await page.keyboard.press('Home');
    for (let d = 0; d <= mancheDeal; d++) await page.keyboard.press('PageDown');
    await waitStep(page, itemAt(model.deals, mancheDeal).end);
    const names = RECORD.players!;
    const said = await page.textContent('[data-testid=judge-deal-agreed]');
    expect(said).toContain('Annulé d’un commun accord dans cette donne');
    expect(said).toContain(`(entrée ${at + 1}) annulé : demandé par ${names[fold.action.seat]}, accepté par ${names[(fold.action.seat + 1) % 4]}`);
    // not under the deal before
    await page.keyboard.press('PageUp');
    await waitStep(page, itemAt(model.deals, mancheDeal - 1).end);
    expect(await page.locator('[data-testid=judge-deal-agreed]').count()).toBe(0);
    await page.keyboard.press('PageDown');
    await waitStep(page, itemAt(model.deals, mancheDeal).end);
    await page.emulateMedia({ media: 'print' });
    expect(await page.isVisible('[data-testid=judge-deal-agreed]')).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'judge-agreed-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    expect(pageErrors).toEqual([]);
  });

  it('a misdeal (FFMus art. 5): the point taken back reads -1, the seat out is named during the deal, under its count and in print', async () => {
    await page.click('[data-testid=judge-back]');
    await page.setInputFiles('[data-testid=library-import]', join(ROOT, 'test/fixtures/judge/dispute-misdeal.json'));
    await page.waitForSelector('[data-testid=library-row].lib-new');
    await page.click('[data-testid=library-row].lib-new [data-testid=library-judge]');
    await page.waitForSelector('[data-testid=judge-position]');
    await page.locator('[data-testid=judge-position]').click();
    await page.keyboard.press('Home');
    for (let k = 1; k <= 4; k++) await page.keyboard.press('ArrowRight');
    await waitStep(page, 4);
    const drawn = await page.locator('[data-testid=judge-drawn] li').allTextContents();
    expect(drawn.map((x) => x.replace(/\s+/g, ' ').trim().slice(0, 18))).toEqual(['A +1 · Haundia (gr', 'A -1 · Donne · FFM']);
    expect(await page.textContent('[data-testid=judge-state-out]')).toBe('Hors jeu après une erreur de distribution (FFMus art. 5) : Battitt');
    await page.keyboard.press('End');
    await page.waitForSelector('[data-testid=judge-out]');
    expect(await page.textContent('[data-testid=judge-out]')).toBe('Hors jeu après une erreur de distribution (FFMus art. 5) : Battitt');
    expect(await page.getAttribute('[data-testid=judge-credit][data-points="-1"]', 'data-rule')).toBe('FFMus art. 5');
    await page.emulateMedia({ media: 'print' });
    expect(await page.isVisible('[data-testid=judge-out]')).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(pageErrors).toEqual([]);
  });
});
