/**
 * A phone holding the link of a match that ended, after the table restarted (`mus serve` stopped and
 * started again on the same data folder, resuming the match begun after it): what the player expects is what the
 * phone said before the restart, « this match ended, scan your seat's QR code » (410
 * `phones/match-ended`, the stream's `ended`), not « this link is not a seat » (401
 * `phones/bad-token`). The table reads back its earlier matches' token files (0600, already on disk)
 * — nothing new is stored — and only the newest few. A guessed link or one cut off by « Nouveau
 * lien » stays no seat. A real server on port 0 each time; and `PhoneTable` on its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServe, type ServedTable } from '../../../src-main/cli/serve-command.js';
import { ENDED_KEPT, PhoneTable } from '../../../src-main/phones/phone-table.js';
import { recentBooks } from '../../../src-main/phones/past-books.js';
import { writeSecret } from '../../../src-main/phones/secret-file.js';
import { hostWithMatch, PLAYERS } from '../../helpers/phones-play.js';

const SETUP = { rules: 'ffmus', teams: { A: 'Gorriak', B: 'Urdinak' }, players: PLAYERS, esku: 0 };
const dirs: string[] = [];
let t: ServedTable | null = null;
afterEach(async () => {
  await t?.stop();
  t = null;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const fresh = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
};

describe('mus serve restarted: a phone with the link of a match that ended before', () => {
  const tokenIn = (url: string) => new URL(url).hash.slice(3);
  const post = async (base: string, path: string, body: unknown, token: string) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() as { join?: number; error?: { code: string; message: string } } };
  };
  async function serve(top: string): Promise<ServedTable> {
    t = await startServe({ setup: SETUP, host: '127.0.0.1', port: 0, dataDir: join(top, 'data'), pages: top, sync: 'none', print: () => {} });
    return t;
  }

  it('is told its match ended (410 phones/match-ended, the stream says ended), not that its link is no seat', async () => {
    const top = fresh('mus-phones-restart-');
    writeFileSync(join(top, 'display.html'), '<html><head></head><body>display</body></html>');
    writeFileSync(join(top, 'seat.html'), '<html><head></head><body>seat</body></html>');
    const first = await serve(top);
    const token = tokenIn(first.seatUrl(1));
    const cut = tokenIn(first.seatUrl(3));
    expect((await first.relink(3)).ok).toBe(true);
    const j = await post(first.base, '/api/seat/join', { page: 'page-aaaaaaaa' }, token);
    expect(j.status).toBe(200);
    // another match begins at the table (the first one put aside), then the table stops
    expect(first.host.newMatch({ ...SETUP, esku: 1 }).ok).toBe(true);
    await first.stop();
    t = null;

    const again = await serve(top); // resumes the match in progress, with its links
    expect(again.host.current?.match.view.setup.esku).toBe(1);
    expect(tokenIn(again.seatUrl(1))).not.toBe(token);
    const taps = [
      await post(again.base, '/api/seat/join', { page: 'page-aaaaaaaa' }, token),
      await post(again.base, '/api/seat/act', { act: 'mus', tap: 'tap-aaaaaaaa', join: j.json.join }, token),
    ];
    expect(taps.map((r) => [r.status, r.json.error?.code])).toEqual([[410, 'phones/match-ended'], [410, 'phones/match-ended']]);
    const res = await fetch(`${again.base}/api/seat/events?join=1`, { headers: { Authorization: `Bearer ${token}` } });
    expect([res.status, await res.text()]).toEqual([200, `data: ${JSON.stringify({ type: 'ended' })}\n\n`]);
    // a link cut off by « Nouveau lien » and a guessed one stay no seat
    const bad = [await post(again.base, '/api/seat/join', {}, cut), await post(again.base, '/api/seat/join', {}, 'guessed-guessed-guessed-guessed')];
    expect(bad.map((r) => [r.status, r.json.error?.code])).toEqual([[401, 'phones/bad-token'], [401, 'phones/bad-token']]);
    // nothing new is kept on disk: the phones' folder holds the token, seats and hands files only
    const names = readdirSync(join(top, 'data', 'matches', 'phones'));
    expect(names.every((n) => /\.(tokens|seats|hands)\.json$|^(display|host)\.key\.json$/.test(n)), names.join(' ')).toBe(true);
    expect(JSON.stringify(taps)).not.toContain(token);
  });
});

describe('PhoneTable with the books of before its start', () => {
  it('knows the newest ones as ended, never the match in progress, and reads them once', () => {
    const dir = fresh('mus-phones-past-');
    const book = (id: string, c: string) => ({ matchId: id, tokens: [0, 1, 2, 3].map((s) => `${c}${s}`.padEnd(24, c)) });
    const ids = Array.from({ length: ENDED_KEPT + 3 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    ids.forEach((id, i) => {
      const p = join(dir, `${id}.tokens.json`);
      writeSecret(p, book(id, String.fromCharCode(97 + i)));
      utimesSync(p, 1_000 + i, 1_000 + i); // oldest first
    });
    writeFileSync(join(dir, 'bad.tokens.json'), '{"matchId":"other","tokens":["x"]}'); // not a book of its name: left out
    const host = hostWithMatch();
    const current = host.current!.id;
    let reads = 0;
    const phones = new PhoneTable(host, {
      tokensFile: (id) => join(dir, `${id}.tokens.json`),
      handsFile: (id) => join(dir, `${id}.hands.json`),
      newToken: (() => { let n = 0; return () => `token-${String(n++).padStart(20, '0')}`; })(),
      pastBooks: () => {
        reads++;
        return recentBooks(dir, ENDED_KEPT + 1);
      },
    });
    const live = phones.tokens()!.tokens.slice();
    expect(statSync(join(dir, `${current}.tokens.json`)).isFile()).toBe(true);
    const newest = book(ids.at(-1)!, String.fromCharCode(97 + ids.length - 1)).tokens;
    const oldest = book(ids[0]!, 'a').tokens;
    expect(newest.map((tk) => phones.endedLink(tk))).toEqual([true, true, true, true]);
    expect(phones.endedLink(oldest[0])).toBe(false); // past the eight newest: forgotten
    expect(live.map((tk) => phones.endedLink(tk))).toEqual([false, false, false, false]); // the match in progress: seats
    expect(live.map((tk) => phones.seatOf(tk))).toEqual([0, 1, 2, 3]);
    phones.endedLink('guessed-guessed-guessed-guessed');
    expect(reads).toBe(1);
  });

  it('a folder that cannot be read gives no books, and the table goes on', () => {
    expect(recentBooks('/nonexistent/phones', 8)).toEqual([]);
  });
});
