/**
 * The hub as a process of its own, for test/e2e/journeys/hub-kill.test.ts: `node --import tsx hub-child.ts
 * <dir> <port>` opens (or makes) the hub folder for the test tournament, listens on 127.0.0.1 and
 * prints `listening <port>`; it runs until killed.
 */
import { HubServer } from '../../../src-main/hub/hub-server.js';
import { tournament } from './fixtures.js';

const [dir, port] = process.argv.slice(2) as [string, string];
const hub = new HubServer({ dir, tournament: tournament(3, 'kill-night') });
const r = await hub.start({ host: '127.0.0.1', port: Number(port) });
if (!r.ok) {
  process.stdout.write(`fatal ${r.error.message}\n`);
  process.exit(3);
}
process.stdout.write(`listening ${r.value.port}\n`);
