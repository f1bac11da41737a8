/**
 * A rules-engine refusal of a file, as `mus settle`, `mus replay` and `mus check` print it in the
 * language of `--lang`: in fr, eu, es the JSON path, the sentence in that language, the rule and the
 * code — never the engine's English message beside it (it printed « actions[4].amount: an opening bet
 * (imido) is at least 2 tantos, not 1 (FFMus Le dialogue) (action/bet-too-small) — Une ouverture
 * (imido) vaut au moins 2 »). The sentence says the figures the English message gave (the least, the
 * amount given, the team, the tantos). English stays as it was; `--json` keeps the engine's message and
 * its fields `{path, message, code, rule}` (docs/formats.md). A hand of five cards cites FFMus art. 5.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { variantsIn } from '../../helpers/file-variant.js';
import { musInProcess as mus } from '../../helpers/mus-cli.js';
import { withoutSeats } from '../../../src-main/cli/problem-text.js';
import { checkImportText } from '../../../shared/library/import-check.js';

const root = new URL('../../../', import.meta.url).pathname;
const DEAL = `${root}test/fixtures/deals/art17-lau-gehiago-tira.json`;
const MATCH = `${root}test/fixtures/match-ffmus-full.record.json`;

const dir = mkdtempSync(join(tmpdir(), 'mus-refusal-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Json = Record<string, unknown> & { actions: Record<string, unknown>[]; deals: Record<string, unknown>[] };

/** `file`'s JSON changed by `edit`, written to a file of its own. */
const variant = variantsIn<Json>(dir);

// seat 0 opens the chica with 1 (an imido is at least 2)
const betOne = variant(DEAL, 'bet-one.json', (d) => { d.actions[4]!.amount = 1; });
// under pagat a raise is at least 2: seat 1 raises by 1
const raiseOne = variant(DEAL, 'raise-one.json', (d) => { d.rules = 'pagat'; d.actions[5]!.amount = 1; });
// seat 0 shows five cards
const fiveCards = variant(DEAL, 'five.json', (d) => { (d.hands as string[][])[0]!.push('7o'); });
// deal 2 of the match says team A has 0 tantos
const scoreOff = variant(MATCH, 'score.json', (m) => { m.deals[1]!.score = { A: 0, B: 9 }; });

/** The English message's words, which must not be in a line in another language. */
const ENGLISH = /\b(is at least|not \d|tantos before|shows \d cards|a hand has four)\b/;

describe('a rules-engine refusal in the language of --lang', () => {
  it('settle: the path, the sentence with the least and the amount given, the rule, the code; no English', async () => {
    const fr = await mus(['settle', betOne]);
    expect(fr.code).toBe(1);
    expect(fr.err).toBe(`${betOne}: actions[4].amount: Une ouverture (imido) vaut au moins 2 tantos, pas 1 (FFMus Le dialogue) (action/bet-too-small)\n`);
    const es = await mus(['settle', '--lang', 'es', betOne]);
    expect(es.err).toBe(`${betOne}: actions[4].amount: Un envido vale al menos 2 piedras, no 1 (FFMus Le dialogue) (action/bet-too-small)\n`);
    const eu = await mus(['settle', '--lang', 'eu', raiseOne]);
    expect(eu.err).toBe(`${raiseOne}: actions[5].amount: Gehiago batek gutxienez 2 balio du, ez 1 (Pagat « The Betting ») (action/raise-too-small)\n`);
    for (const r of [fr, es, eu]) expect(r.err).not.toMatch(ENGLISH);
  });

  it('settle in English: the engine’s message as it was', async () => {
    const en = await mus(['settle', '--lang', 'en', raiseOne]);
    expect(en.err).toBe(`${raiseOne}: actions[5].amount: a raise (gehiago) is at least 2, not 1 (Pagat « The Betting ») (action/raise-too-small)\n`);
  });

  it('replay and check: the team and its tantos said in the sentence', async () => {
    const replay = await mus(['replay', '--lang', 'fr', scoreOff]);
    expect(replay.code).toBe(1);
    expect(replay.err).toBe(`${scoreOff}: deals[1].score.A: L’équipe A a 2 tantos avant cette donne, pas 0 (record/score-mismatch)\n`);
    const check = await mus(['check', '--lang', 'es', scoreOff]);
    expect(check.out).toContain('  deals[1].score.A: El equipo A tiene 2 piedras antes de este reparto, no 0 (record/score-mismatch)\n');
    expect(check.out).not.toMatch(ENGLISH);
  });

  it('a hand of five cards cites FFMus art. 5 (an error found once play has started), not art. 3', async () => {
    const fr = await mus(['settle', fiveCards]);
    expect(fr.err).toBe(`${fiveCards}: hands[0]: La place 1 montre 5 cartes : une main en a quatre (FFMus art. 5) (hands/fifth-card)\n`);
    expect(fr.err).not.toContain('art. 3');
  });

  it('settle --json -: the error keeps the engine’s English message and no params', async () => {
    const r = await mus(['settle', '--json', '--lang', 'fr', '-'], `${readFileSync(betOne, 'utf8')}\n`);
    const line = JSON.parse(r.out.trim()) as { line: number; error: Record<string, unknown> };
    expect(line).toEqual({
      line: 1,
      error: { code: 'action/bet-too-small', path: 'actions[4].amount', rule: 'FFMus Le dialogue', message: 'actions[4].amount: an opening bet (imido) is at least 2 tantos, not 1 (FFMus Le dialogue)' },
    });
  });

  it('library import --json: the problem keeps {path, message, code}, its params left out', () => {
    const r = checkImportText(readFileSync(scoreOff, 'utf8'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const [first] = r.error.problems;
    expect(first?.params).toEqual({ team: 'A', expected: 2, given: 0 });
    expect(withoutSeats(first!)).toEqual({ path: 'deals[1].score.A', code: 'record/score-mismatch', message: 'deals[1].score.A: team A has 2 tantos before this deal, not 0' });
  });
});
