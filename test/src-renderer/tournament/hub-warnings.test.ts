/**
 * The hub panel's warnings on the Tournoi screen (desktop), as the organizer reads them: main sends
 * them as codes and data (`HubWarning`), the screen words each in its language — the round and table,
 * what happened to the hub's copy or to the result, and what was found (the journal's notice in the
 * judge's words, else the code's sentence). Never the hub's English log line. Through the store as
 * main pushes the view, and line by line in the four languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/types.js';
import type { HubView, TournamentBridge } from '../../../shared/bridge/tournament/tournament-contract.js';
import type { HubWarning } from '../../../shared/hub/hub-warning.js';
import { LANGS } from '../../../shared/i18n/index.js';
import { createTournamentStore } from '../../../src-renderer/tournament/tournament-store.js';
import { hubWarningText } from '../../../src-renderer/tournament/hub-warnings.js';
import { hubLinkTitle } from '../../../src-renderer/tournament/hub-link-title.js';
import '../../../src-renderer/tournament/texts-open.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';

const TORN: HubWarning = { kind: 'repaired', round: 1, table: 3, notice: { code: 'journal/torn-tail', params: { line: 12, offset: 2048, length: 40 } } };
const TAKEN: HubWarning = { kind: 'repaired', round: 1, table: 4, notice: { code: 'journal/taken-over', params: { pid: 4242, because: 'rebooted' } } };
const DAMAGED: HubWarning = { kind: 'unwritable', round: 2, table: 1, notice: { code: 'journal/bad-checksum', params: { line: 7 } } };
const READ_ONLY: HubWarning = { kind: 'unwritable', round: 2, table: 2, notice: { code: 'journal/read-only' } };
const NOT_ENTERED: HubWarning = { kind: 'not-entered', round: 2, table: 5, notice: { code: 'tournament/teams-differ' } };
const ALL = [TORN, TAKEN, DAMAGED, READ_ONLY, NOT_ENTERED];

beforeAll(async () => {
  for (const lang of LANGS) await loadErrorSentences(lang);
});

describe('the hub panel\'s warnings', () => {
  it('in French (the default): each warning said whole, with its table and what was found', () => {
    const t = uiT('fr');
    expect(ALL.map((w) => hubWarningText(w, t, 'fr'))).toEqual([
      'Tour 1, table 3 — copie du hub réparée à l’ouverture : La dernière ligne du journal (ligne 12, 40 octets) était coupée par un arrêt brutal : elle est écartée, chaque coup confirmé est gardé.',
      'Tour 1, table 4 — copie du hub réparée à l’ouverture : Le journal était resté ouvert par le processus 4242, d’avant le redémarrage de l’ordinateur : il est repris, rien n’est perdu.',
      'Tour 2, table 1 — la copie du hub ne peut pas être écrite, les envois de cette table sont refusés : Une ligne du journal a été modifiée ou abîmée (ligne 7)',
      'Tour 2, table 2 — la copie du hub ne peut pas être écrite, les envois de cette table sont refusés : Cette partie est ouverte en lecture seule',
      'Tour 2, table 5 — la partie gagnée au hub n’a pas été saisie comme résultat, saisissez-le à la main : Cette partie nomme d’autres équipes que les deux de cette table',
    ]);
  });

  it('in English', () => {
    const t = uiT('en');
    expect(ALL.map((w) => hubWarningText(w, t, 'en'))).toEqual([
      'Round 1, table 3 — the hub’s copy was repaired on opening: The last line of the journal (line 12, 40 bytes) was cut short by a crash or power loss: it is dropped, every confirmed move is kept.',
      'Round 1, table 4 — the hub’s copy was repaired on opening: The journal was left open by process 4242, from before the computer restarted: taken over, nothing is lost.',
      'Round 2, table 1 — the hub’s copy cannot be written, this table’s records are refused: A line of the journal was altered or damaged (line 7)',
      'Round 2, table 2 — the hub’s copy cannot be written, this table’s records are refused: This match is open read-only',
      'Round 2, table 5 — the match won on the hub was not entered as the result, enter it by hand: This match names other teams than the two at this table',
    ]);
  });

  it('in Basque and Spanish: each line in its language, with its round, table and finding', () => {
    expect(hubWarningText(NOT_ENTERED, uiT('es'), 'es')).toBe('Ronda 2, mesa 5 — la partida ganada en el hub no se anotó como resultado, anótelo a mano: Esta partida nombra otras parejas que las dos de esa mesa');
    expect(hubWarningText(DAMAGED, uiT('eu'), 'eu')).toBe('2. itzulia, 1. mahaia — hub-aren kopia ezin da idatzi, mahai honen bidalketak ukatzen dira: Egunkariko lerro bat aldatuta edo hondatuta dago (7. lerroa)');
    for (const lang of ['eu', 'es'] as const) {
      const t = uiT(lang);
      for (const [i, w] of ALL.entries()) {
        const line = hubWarningText(w, t, lang);
        expect({ lang, i, english: line === hubWarningText(w, uiT('en'), 'en'), keyLeft: /hubWarn|\{\{|journal\/|tournament\//.test(line) }).toEqual({ lang, i, english: false, keyLeft: false });
        expect(line).toContain(String(w.round));
        expect(line).toContain(String(w.table));
      }
    }
  });

  it('as main pushes them to the store: the lines shown follow the view', async () => {
    /** What main pushes the view through, once the store listens. */
    const main: { push: ((v: HubView | null) => void) | null } = { push: null };
    const fail = async <T>(): Promise<Result<T>> => ({ ok: false, error: { code: 'hub/unavailable', message: 'none' } });
    const view: HubView = { urls: ['http://192.168.1.20:8750'], port: 8750, round: 2, tables: [], warnings: [DAMAGED, NOT_ENTERED], entered: 0 };
    const bridge: TournamentBridge = {
      get: async () => ({ ok: true, value: null }), create: fail, apply: fail, close: fail,
      hubAvailable: true, hubStart: fail, hubStop: fail, hubState: async () => ({ ok: true, value: null }), hubUnlock: fail,
      join: fail, hubResult: fail, hubJudge: fail, link: async () => ({ ok: true, value: null }),
      onHub: (fn) => { main.push = fn; return () => { main.push = null; }; },
    };
    const ts = createTournamentStore(bridge);
    await ts.load();
    expect(main.push).not.toBeNull();
    main.push?.(view);
    const t = uiT('fr');
    expect((ts.hub.value?.warnings ?? []).map((w) => hubWarningText(w, t, 'fr'))).toEqual([
      'Tour 2, table 1 — la copie du hub ne peut pas être écrite, les envois de cette table sont refusés : Une ligne du journal a été modifiée ou abîmée (ligne 7)',
      'Tour 2, table 5 — la partie gagnée au hub n’a pas été saisie comme résultat, saisissez-le à la main : Cette partie nomme d’autres équipes que les deux de cette table',
    ]);
  });
});

describe('the table\'s hub chip: why its records do not reach the hub', () => {
  const link = { tournament: { id: 'gau', name: 'Gau handia' }, round: 2, table: 3, url: 'http://192.168.1.20:8750' };
  it('is said with its code\'s sentence in the screen\'s language, not the hub\'s English words', () => {
    const refused = { ...link, error: 'hub/bad-token: not the token of round 2, table 3', code: 'hub/bad-token' as const };
    expect(hubLinkTitle(refused, uiT('fr'), 'fr')).toBe('Gau handia · tour 2 · table 3 · http://192.168.1.20:8750 · Le hub ne reconnaît pas cette table pour ce tour : rejoignez-le avec le code de la table');
    expect(hubLinkTitle(refused, uiT('en'), 'en')).toBe('Gau handia · round 2 · table 3 · http://192.168.1.20:8750 · The hub does not know this table for this round: join with the table’s code');
    for (const lang of ['eu', 'es'] as const) expect(hubLinkTitle(refused, uiT(lang), lang)).not.toMatch(/not the token|hub\/bad-token/);
    const offline = { ...link, error: 'connect ECONNREFUSED 192.168.1.20:8750', code: 'hub/unreachable' as const };
    expect(hubLinkTitle(offline, uiT('fr'), 'fr')).toBe('Gau handia · tour 2 · table 3 · http://192.168.1.20:8750 · Le hub ne répond pas : vérifiez son adresse et le réseau (la partie continue ici)');
  });

  it('nothing to say when the records reach it', () => {
    expect(hubLinkTitle({ ...link, error: null, code: null }, uiT('fr'), 'fr')).toBe('Gau handia · tour 2 · table 3 · http://192.168.1.20:8750');
  });
});

describe('a table\'s match refused as another version of it (hub/conflict), as the organizer and the table read it', () => {
  const DIFFERS: HubWarning = { kind: 'conflict', round: 1, table: 2, notice: { code: 'hub/conflict', params: { say: 'differs', round: 1, table: 2, action: 7, deal: 2, have: 8 } } };
  it('the organizer\'s warning names the table, the action and the deal that differ and what the hub holds, in each language', () => {
    expect(hubWarningText(DIFFERS, uiT('fr'), 'fr')).toMatch(/^Tour 1, table 2 — la table envoie une autre version de sa partie, le hub garde la sienne : Le coup 7 de la table 2, tour 1 \(donne 2\) n’est pas celui que tient le hub \(8 coups sur le hub/);
    for (const lang of LANGS) {
      const line = hubWarningText(DIFFERS, uiT(lang), lang);
      for (const figure of ['7', '8', '2']) expect(line, lang).toContain(figure);
      expect(line, lang).not.toMatch(/\{\{|hubWarn|hub\/conflict/);
    }
  });
  it('the table\'s chip says how many actions the hub holds and the table, and what to do', () => {
    const link = { tournament: { id: 't', name: 'Gaua' }, round: 1, table: 2, url: 'http://hub', error: 'hub/conflict: …', code: 'hub/conflict' as const, params: { say: 'behind', round: 1, table: 2, have: 12, local: 9, lost: 3 } };
    const title = hubLinkTitle(link, uiT('fr'), 'fr');
    expect(title).toContain('Le hub a 12 coups de cette partie (table 2, tour 1), cette table 9 : son journal a perdu ici ses 3 derniers (une panne), et le hub les garde');
    expect(title).toContain('Ne jouez pas plus loin à cette table');
  });
});
