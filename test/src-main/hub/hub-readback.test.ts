/**
 * What the hub acknowledges it can read back after a restart: a setup whose match id no journal
 * reader takes (an empty id reads back as « the journal has no setup », and the hub's copy of that
 * table could never be written again) is refused at once (422 `hub/bad-record` naming `id`), and a
 * setup it accepts is, after a restart, a copy the table goes on writing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { HubStore } from '../../../src-main/hub/hub-store.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';
import { recordsOf, seededBytes, setupOf, tournament, variant } from './fixtures.js';

afterAll(removeTempDirs);

const PAIRING = tournament(2).pairings[0]!;
const V = variant(0, setupOf(PAIRING));

/** Ships the setup and three entries with match id `id` to a new hub; then the hub is restarted. */
async function shipThenRestart(id: string) {
  const dir = tempDir('mus-hub-readback-');
  const hub = new HubServer({ dir, tournament: tournament(2), random: seededBytes(3), sync: 'none' });
  const r = await hub.start({ host: '127.0.0.1', port: 0 });
  if (!r.ok) throw new Error(r.error.message);
  const token = hub.credentials().find((c) => c.round === 1 && c.table === 1)!.token;
  const records = recordsOf(V.setup, V.log.slice(0, 3), id);
  const res = await hub['lan']!.app.inject({ method: 'POST', url: '/api/records', headers: { host: '127.0.0.1', 'content-type': 'application/json' }, payload: JSON.stringify({ round: 1, table: 1, token, seq: 0, records }) });
  await hub.stop();
  const again = HubStore.open(dir, undefined, { sync: 'none' });
  const where = again.state.where(1, 1);
  const after = { have: where.ok ? where.value.have : -1, warnings: [...again.warnings] };
  again.close();
  return { status: res.statusCode, error: res.statusCode === 200 ? null : (res.json().error as { code: string; message: string }), after };
}

describe('the hub acknowledges only what it reads back', () => {
  it.each(['', '.hidden', '../x', 'a/b', 'x'.repeat(65), 'm\u0000', 'Peña'])('a setup with the match id %j is refused, naming id; nothing held', async (id) => {
    const r = await shipThenRestart(id);
    expect([r.status, r.error?.code]).toEqual([422, 'hub/bad-record']);
    expect(r.error?.message).toMatch(/^records\[0\]: (id: .* is not a match id|setup: id and created are needed)/);
    expect(r.after).toEqual({ have: 0, warnings: [] });
  });

  it.each(['m1', 'r1-t1.night_2026', 'x'.repeat(64)])('a setup with the match id %j is held, and written on after a restart', async (id) => {
    const r = await shipThenRestart(id);
    expect(r.status).toBe(200);
    expect(r.after).toEqual({ have: 4, warnings: [] });
  });
});
