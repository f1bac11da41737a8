/**
 * The command line names a seat as the screens do: the player's name when the record carries names
 * (mus-match/1 `players`, `mus table --players`), else the seat's place counted from 1 in the screens'
 * words (« place 1 », en « seat 1 » for seat 0). It said « joueur 0 », « esku: seat 0 », « turn 1,3 »,
 * which a judge comparing it with the judge's screen read as another player. The seat numbers in the
 * JSON (`seat`, `why.params.seat`, `esku`, `out`) stay 0-based: the format's contract.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { musInProcess } from '../../helpers/mus-cli.js';
import { TableSession } from '../../../shared/session/table-session.js';
import { describeTable } from '../../../src-main/cli/table-command.js';
import { replayMatch, type MatchRecord, type MatchView } from '../../../shared/index.js';
import { LANGS, renderReason } from '../../../shared/i18n/index.js';
import { reasonText } from '../../../src-renderer/app/texts.js';

const root = new URL('../../../', import.meta.url).pathname;
const BORTZ = `${root}test/fixtures/deals/art17-bortz-bi-tira.json`;
const MATCH = `${root}test/fixtures/match-ffmus-full.record.json`;
const MISDEAL = `${root}test/fixtures/judge/dispute-misdeal.json`;
const mus = musInProcess;

const dir = mkdtempSync(join(tmpdir(), 'mus-seats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `file`'s JSON changed by `edit`, written to a file of its own. */
function variant(file: string, name: string, edit: (json: Record<string, unknown>) => Record<string, unknown>): string {
  const out = join(dir, name);
  writeFileSync(out, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)));
  return out;
}

interface JsonCredit { seat: number; reason: string; why: { params?: { seat?: number } } }

describe('mus settle (a deal names no player): seats by their place, from 1', () => {
  it('French: « esku : place 1 », « (place 2, haundi pasa) » for seat 1', async () => {
    const r = await mus(['settle', BORTZ]);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('Donne — esku : place 1');
    expect(r.out).toContain('FFMus art. 17\u202f: tous paso : 1 au meilleur grand (place 2, haundi pasa)');
    expect(r.out).not.toMatch(/joueur \d/);
  });

  it('English: « esku: seat 1 », « (seat 2) »', async () => {
    const r = await mus(['settle', '--lang', 'en', BORTZ]);
    expect(r.out.split('\n')[0]).toBe('Deal — esku: seat 1');
    expect(r.out).toContain('FFMus art. 17: everyone passed: 1 to the best grande (seat 2)');
  });

  it('--json: the reason names the place, the seat numbers stay 0-based', async () => {
    const s = JSON.parse((await mus(['settle', '--json', BORTZ])).out) as { esku: number; ledger: JsonCredit[] };
    const paso = s.ledger.find((c) => c.reason.includes('haundi pasa'));
    expect(s.esku).toBe(0);
    expect(paso).toMatchObject({ seat: 1, why: { params: { seat: 1 } }, reason: 'FFMus art. 17\u202f: tous paso : 1 au meilleur grand (place 2, haundi pasa)' });
  });

  it('a misdeal: « Hors jeu … : place 3 », « la place 3 n’avait pas quatre cartes »; en « seat 3 »', async () => {
    const m = JSON.parse(readFileSync(MISDEAL, 'utf8')) as { deals: { actions: unknown; hands: unknown }[] };
    const deal = variant(MISDEAL, 'misdeal.json', () => ({ format: 'mus-deal/1', rules: 'ffmus', esku: 0, actions: m.deals[0]?.actions, hands: m.deals[0]?.hands }));
    const fr = await mus(['settle', deal]);
    expect(fr.out).toContain('\n  Hors jeu après une erreur de distribution : place 3\n');
    expect(fr.out).toContain('FFMus art. 5\u202f: la place 3 n’avait pas quatre cartes');
    const en = await mus(['settle', '--lang', 'en', deal]);
    expect(en.out).toContain('\n  Out of the deal after a misdeal: seat 3\n');
    expect(en.out).toContain('FFMus art. 5: seat 3 did not have four cards');
  });
});

describe('mus replay (the record names its players): seats by name', () => {
  it('French: « Donne 1 — esku : Peio », the reasons with the players’ names', async () => {
    const r = await mus(['replay', MATCH]);
    expect(r.code).toBe(0);
    expect(r.out.startsWith('Donne 1 — esku : Peio\n')).toBe(true);
    expect(r.out).toContain('\nDonne 2 — esku : Maite\n');
    expect(r.out).toContain('FFMus art. 17\u202f: iduki sur les paires (pariak) : la mise, 4 = 4, à la meilleure main (Xan)');
    expect(r.out).toContain('FFMus art. 17\u202f: paires de Xan : 3');
    expect(r.out).not.toMatch(/joueur \d|place \d/);
  });

  it('English: « Deal 1 — esku: Peio », « Xan\'s pares »', async () => {
    const r = await mus(['replay', '--lang', 'en', MATCH]);
    expect(r.out.startsWith('Deal 1 — esku: Peio\n')).toBe(true);
    expect(r.out).toContain("FFMus art. 17: Xan's pares: 3");
    expect(r.out).not.toMatch(/seat \d/);
  });

  it('a misdeal: « Hors jeu … : Battitt », « Battitt n’avait pas quatre cartes »', async () => {
    const r = await mus(['replay', MISDEAL]);
    expect(r.out).toContain('\n  Hors jeu après une erreur de distribution : Battitt\n');
    expect(r.out).toContain('FFMus art. 5\u202f: Battitt n’avait pas quatre cartes');
  });

  it('--json: the reasons name the players, the seat numbers stay 0-based', async () => {
    const r = JSON.parse((await mus(['replay', '--json', MATCH])).out) as { deals: { esku: number; ledger: JsonCredit[] }[] };
    const first = r.deals[0];
    expect(first?.esku).toBe(0);
    expect(first?.ledger.find((c) => c.reason.endsWith('paires de Xan : 3'))).toMatchObject({ seat: 3, why: { params: { seat: 3 } } });
  });

  it('a match without names: the places, from 1', async () => {
    const file = variant(MATCH, 'no-names.json', ({ players: _none, ...rest }) => rest);
    const r = await mus(['replay', '--lang', 'en', file]);
    expect(r.out.startsWith('Deal 1 — esku: seat 1\n')).toBe(true);
    expect(r.out).toContain("FFMus art. 17: seat 4's pares: 3");
  });
});

describe('the judge’s screen and the command line say the same reason', () => {
  it('every credit of the full match, in the four languages: the players by name on both', () => {
    const record = JSON.parse(readFileSync(MATCH, 'utf8')) as MatchRecord;
    const r = replayMatch(record);
    if (!r.ok) throw new Error(r.error.message);
    // what the screens read of the view to name a seat (`seatName`) and a team
    const view = { setup: { players: record.players, teams: record.teams } } as unknown as MatchView;
    let n = 0;
    for (const d of r.value.deals) {
      for (const c of d.ledger) {
        for (const lang of LANGS) expect(renderReason(c.why, lang, record.players), c.why.key).toBe(reasonText(c.why, view, lang));
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });
});

describe('mus table: the status line', () => {
  const setup = { rules: 'ffmus', teams: { A: 'A', B: 'B' }, players: ['Peio', 'Maite', 'Battitt', 'Xan'], esku: 1 };
  const session = () => TableSession.create(setup, { id: 'table-test', created: '2026-01-01T00:00:00.000Z' });

  it('the table’s names: « esku : Maite », « à parler : Maite »', () => {
    expect(describeTable(session(), 'fr')).toMatch(/^donne 1 · esku : Maite · le mus · mus · à parler : Maite · A 0 /);
    expect(describeTable(session(), 'en')).toMatch(/^deal 1 · esku Maite · mus · mus · turn Maite · A 0 /);
  });

  it('no names given (mus table without --players): the places, from 1', () => {
    expect(describeTable(session(), 'fr', [])).toMatch(/^donne 1 · esku : place 2 · le mus · mus · à parler : place 2 · /);
    expect(describeTable(session(), 'en', [])).toMatch(/^deal 1 · esku seat 2 · mus · mus · turn seat 2 · /);
    expect(describeTable(session(), 'es', [])).toMatch(/^reparto 1 · mano: sitio 2 · /);
    expect(describeTable(session(), 'eu', [])).toMatch(/^1\. eskua · esku: 2\. lekua · /);
  });
});
