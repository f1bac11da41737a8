/**
 * `mus hub start` when the hub cannot listen, as a person reads it in fr, eu, es: one sentence in
 * that language with the port and the address asked (`hub/port-in-use#names`, `hub/listen-failed#…`),
 * not Node's English detail (« cannot listen on 127.0.0.1:8750: listen EADDRINUSE… ») before the
 * code's sentence; in English the detail as it is. The port is taken by a server of this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runHub } from '../../../src-main/cli/hub-command.js';
import { runTournament } from '../../../src-main/cli/tournament-command.js';
import { removeTempDirs, tempDir } from '../journal/helpers.js';

const quiet = { out: () => {}, err: () => {} };
let taken: Server;
let port = 0;
let file = '';
let data = '';

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
  port = (taken.address() as { port: number }).port;
  const dir = tempDir('mus-hub-listen-');
  file = join(dir, 'night.json');
  data = join(dir, 'data');
  expect(await runTournament(['create', file, '--name', 'Gau handia', '--date', '2026-11-27', '--rounds', '2'], quiet)).toBe(0);
  for (let i = 1; i <= 2; i++) expect(await runTournament(['add-pair', file, '--id', `p${i}`, '--team', `Team ${i}`, '--players', `A${i},B${i}`], quiet)).toBe(0);
  expect(await runTournament(['pair', file], quiet)).toBe(0);
  expect(readFileSync(file, 'utf8')).toContain('Gau handia');
});
afterAll(async () => {
  await new Promise<void>((ok) => taken.close(() => ok()));
  removeTempDirs();
});

/** `mus hub start` on `host`:`at` in `lang`: its exit code and what it printed. */
async function start(host: string, at: number, lang: string) {
  let said = '';
  const code = await runHub(['start', file, '--data-dir', data, '--host', host, '--port', String(at), '--no-qr', '--lang', lang], { out: (s) => { said += `${s}\n`; }, err: (s) => { said += `${s}\n`; } });
  return { code, said };
}

describe('mus hub start, the port taken or the address not of this computer', () => {
  it('says the port and the address in one sentence of the language, without Node\'s English detail', async () => {
    const fr = await start('127.0.0.1', port, 'fr');
    expect(fr.code).toBe(1);
    expect(fr.said).toBe(`mus hub: Le port ${port} de 127.0.0.1 est déjà pris par un autre programme : choisissez-en un autre pour le hub (hub/port-in-use)\n`);
    expect((await start('127.0.0.1', port, 'es')).said).toBe(`mus hub: El puerto ${port} de 127.0.0.1 ya lo usa otro programa: elija otro para el hub (hub/port-in-use)\n`);
    expect((await start('127.0.0.1', port, 'eu')).said).toBe(`mus hub: ${port} ataka (127.0.0.1) beste programa batek hartuta dauka: aukeratu beste bat hub-arentzat (hub/port-in-use)\n`);
    // in English, Node's detail as it is, with the code
    const en = await start('127.0.0.1', port, 'en');
    expect(en.said).toMatch(new RegExp(`^mus hub: cannot listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE.*\\(hub/port-in-use\\)\\n$`));
  });

  it('an address that is not this computer\'s: said as such, with the port, in each language', async () => {
    const host = '192.0.2.1'; // TEST-NET-1 (RFC 5737): never an address of this machine
    const fr = await start(host, port, 'fr');
    expect(fr.code).toBe(1);
    expect(fr.said).toBe(`mus hub: 192.0.2.1 n’est pas une adresse de cet ordinateur : le hub ne peut pas s’y ouvrir (port ${port}) (hub/listen-failed)\n`);
    for (const lang of ['eu', 'es']) {
      const r = await start(host, port, lang);
      expect(r.said, lang).toContain(host);
      expect(r.said, lang).toContain(String(port));
      expect(r.said, lang).not.toMatch(/cannot listen|EADDRNOTAVAIL|address|\{\{/);
    }
  });
});
