/**
 * The table's side of a flagged correction: when the hub takes a table's records in and answers
 * `flagged` (a correction whose `who` or `when` does not check, kept as written), the shipper keeps
 * it in its status (each record once), the table's link state carries it to the control window, and
 * the chip names the correction — its record, its line and why — in the screen's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { TableShipper } from '../../../src-main/hub/table-shipper.js';
import { TableLinks, HUB_LINK_FORMAT, saveLink, linkPathOf } from '../../../src-main/hub/table-link.js';
import type { JournalRecord } from '../../../shared/session/journal-records.js';
import { LANGS } from '../../../shared/i18n/index.js';
import { hubFlaggedLines } from '../../../src-renderer/tournament/hub-flagged.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import { loadErrorSentences } from '../../../src-renderer/app/error-sentences.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, seededBytes, setupOf, tournament, variant } from './fixtures.js';

const TOUR = tournament(2);
const dir = tempDir('mus-hub-tflag-');
let hub: HubServer;
let url = '';
const tokenOf = (table: number) => hub.credentials().find((c) => c.round === 1 && c.table === table)!.token;

function matchOf(table: number, id: string): JournalRecord[] {
  const { setup, log } = variant(table - 1, setupOf(TOUR.pairings[table - 1]!));
  const held = recordsOf(setup, log.slice(0, 10), id);
  return [
    ...held,
    { seq: 11, t: 'correction', from: 9, entries: [log[9]!], who: 'Ma\u202eite', when: '2026-11-25T21:00:00.000Z', why: 'written before who was checked' },
    { seq: 12, t: 'entry', entry: log[10]!, source: 'test' },
  ];
}

beforeAll(async () => {
  hub = new HubServer({ dir: `${dir}/hub`, tournament: TOUR, random: seededBytes(11), sync: 'none' });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  url = r.value.url;
  for (const lang of LANGS) await loadErrorSentences(lang);
});
afterAll(async () => {
  await hub?.stop();
  removeTempDirs();
});

describe('a table told of its flagged correction', () => {
  it('the shipper keeps what the hub flagged, once, beside its state', async () => {
    const records = matchOf(1, 'm1');
    const seen: number[][] = [];
    const shipper = new TableShipper({ url, round: 1, table: 1, token: tokenOf(1) }, { records, maxBatch: 4, onStatus: (s) => seen.push(s.flagged.map((f) => f.seq)) });
    expect(await shipper.whenSynced(10_000)).toBe(true);
    const st = shipper.status;
    expect(st.state).toBe('synced');
    expect(st.flagged.map(({ seq, path, code }) => ({ seq, path, code }))).toEqual([{ seq: 11, path: 'who', code: 'judge/bad-who' }]);
    // the listener (the table's screen) heard of it
    expect(seen.some((s) => s.includes(11))).toBe(true);
    shipper.stop();
    // shipped again (a restart): the hub answers duplicates, nothing new flagged, nothing lost
    const again = new TableShipper({ url, round: 1, table: 1, token: tokenOf(1) }, { records });
    expect(await again.whenSynced(10_000)).toBe(true);
    expect(again.status.have).toBe(13);
    again.stop();
  });

  it('the table\'s link state carries it to the control window', async () => {
    const folder = tempDir('mus-hub-tflag-table-');
    const journal = `${folder}/m2.musj`;
    saveLink(linkPathOf(journal), { format: HUB_LINK_FORMAT, url, round: 1, table: 2, token: tokenOf(2), tournament: { id: TOUR.id, name: TOUR.name } });
    const links = new TableLinks();
    const shipper = links.attach('m2', journal, matchOf(2, 'm2'));
    expect(await shipper!.whenSynced(10_000)).toBe(true);
    expect(links.state('m2')?.flagged?.map((f) => [f.seq, f.code])).toEqual([[11, 'judge/bad-who']]);
    await links.close(1_000);
  });

  it('the chip\'s line names the correction and why, in each language', () => {
    const flagged = [{ seq: 11, code: 'judge/bad-who' as const }, { seq: 5, code: 'judge/bad-when' as const }];
    expect(hubFlaggedLines(flagged, uiT('fr'), 'fr')).toEqual([
      '⚑ La correction de l’enregistrement 5 (ligne 7) est au hub, mais signalée à l’organisateur : L’heure d’une correction (when) n’est pas une date et heure (ISO 8601, par ex. 2026-11-27T20:30:00Z)',
      '⚑ La correction de l’enregistrement 11 (ligne 13) est au hub, mais signalée à l’organisateur : Le nom de l’arbitre d’une correction (who) n’est pas un nom : 1 à 100 caractères, sans caractère de contrôle ni de sens d’écriture',
    ]);
    expect(hubFlaggedLines(flagged, uiT('en'), 'en')[1]).toBe('⚑ The correction in record 11 (line 13) is at the hub, but flagged to the organizer: A correction’s judge name (who) is not a name: 1 to 100 characters, without control or writing-direction characters');
    for (const lang of LANGS) {
      const lines = hubFlaggedLines(flagged, uiT(lang), lang);
      expect(lines).toHaveLength(2);
      for (const l of lines) expect(l).not.toMatch(/tournament\.flagged|judge\/bad-|\{\{/);
      expect(lines[1]).toContain('11');
    }
  });
});
