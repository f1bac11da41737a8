/**
 * `npm run box-sim`: a button box in software on one end of a pty pair (protocol 1,
 * `docs/button-box.md`). It can play recorded deals as key presses, or take keys typed by a person.
 *
 *   npm run box-sim -- --pair                       # makes /tmp/ttyA (app) <-> /tmp/ttyB (box), then interactive
 *   npm run box-sim -- --port /tmp/ttyB --play test/fixtures/match-ffmus-full.json --deals 0-1
 *   npm run box-sim -- --port /tmp/ttyB --keypad    # a plain keypad: key names only, no handshake
 *
 * Interactive: type box key names (several per line), e.g. `SEAT0 D4 BET`, or
 * `:garbage [bytes]`, `:flood KEY N` (a bouncing switch), `:long N`, `:raw TEXT`, `:lose-acks N`, `:status`,
 * `:keys`, `:quit`.
 */
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { BOX_KEYS } from '../shared/index.js';
import { BoxSimulator } from '../src-main/serial/sim/box-simulator.js';
import { recordKeys } from '../src-main/serial/sim/record-keys.js';
import { startPtyPair, type PtyPair } from '../src-main/serial/sim/pty-pair.js';
import { DEFAULT_BAUD } from '../src-main/serial/protocol.js';
import { gateBytes } from '../shared/format/input-gate.js';

const USAGE = `usage: npm run box-sim -- (--port PATH | --pair) [options]
  --port PATH        the box's end of a serial line (a USB adapter, or a pty of another pair)
  --pair             make a pseudo-terminal pair itself (no system tool needed): --app-link (default
                     /tmp/ttyA) for the app, --box-link (default /tmp/ttyB) for this box
                     (--socat is an older name of --pair)
  --baud N           baud rate (default ${DEFAULT_BAUD})
  --id ID            box id (default sim)
  --keypad           behave like a plain serial keypad (key names only, no handshake)
  --window N         keys sent ahead of acknowledgements (default 1, like the firmware)
  --play FILE        play a mus-deal/1 or mus-match/1 record as key presses
  --deals LIST       deals of a match to play: 0-3 or 0,1,2 (default all)
  --delay MS         pause between keys when playing (default 100; 0 = as fast as the line allows)
  --stay             stay interactive after playing
`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function parseDeals(s: string | undefined): number[] | undefined {
  if (!s) return undefined;
  const out: number[] = [];
  for (const part of s.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!m) throw new Error(`--deals: ${JSON.stringify(part)} is not N or N-M`);
    for (let i = Number(m[1]); i <= Number(m[2] ?? m[1]); i++) out.push(i);
  }
  return out;
}

async function main(): Promise<number> {
  let v;
  try {
    v = parseArgs({
      args: process.argv.slice(2), strict: true,
      options: {
        port: { type: 'string' }, pair: { type: 'boolean' }, socat: { type: 'boolean' }, 'app-link': { type: 'string' }, 'box-link': { type: 'string' },
        baud: { type: 'string' }, id: { type: 'string' }, keypad: { type: 'boolean' }, window: { type: 'string' },
        play: { type: 'string' }, deals: { type: 'string' }, delay: { type: 'string' }, stay: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    process.stderr.write(`box-sim: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  if (v.help) { process.stdout.write(USAGE); return 0; }
  const makePair = Boolean(v.pair || v.socat);
  if (!v.port && !makePair) { process.stderr.write(`box-sim: give --port PATH or --pair\n${USAGE}`); return 2; }

  let script: { index: number; keys: string[] }[] | null = null;
  if (v.play) {
    let json: unknown;
    try {
      const g = gateBytes(readFileSync(v.play)); // the input gate: size, UTF-8, BOM, depth
      if (!g.ok) throw new Error(`${g.error.message.replace(/^\$: /, '')} (${g.error.code})`);
      json = g.value.json;
    } catch (e) {
      process.stderr.write(`box-sim: ${v.play}: ${(e as Error).message}\n`);
      return 1;
    }
    // test fixtures wrap the record: {"record": {...}, "expect": {...}}
    const o = json as { format?: unknown; record?: unknown };
    if (o && typeof o === 'object' && o.format === undefined && o.record) json = o.record;
    const r = recordKeys(json, parseDeals(v.deals));
    if (!r.ok) { process.stderr.write(`box-sim: ${v.play}: ${r.error.message} (${r.error.code})\n`); return 1; }
    script = r.value;
  }

  let pair: PtyPair | null = null;
  let path = v.port!;
  if (makePair) {
    const app = v['app-link'] ?? '/tmp/ttyA';
    path = v['box-link'] ?? '/tmp/ttyB';
    pair = await startPtyPair(app, path);
    console.log(`pty pair: app end ${app}  <->  box end ${path}`);
    console.log(`run the table:  npm run -s mus -- table --port ${app}`);
  }

  const sim = new BoxSimulator({
    path, baudRate: v.baud ? Number(v.baud) : DEFAULT_BAUD, id: v.id ?? 'sim', keypad: Boolean(v.keypad),
    window: v.window ? Number(v.window) : 1,
    onEvent: (what, detail) => console.log(`[box] ${what}${detail ? `: ${detail}` : ''}`),
    onLine: (l, raw) => {
      if (l.kind === 'err') console.log(`[box] *blink* ${raw}`);
      else if (l.kind !== 'ack' && l.kind !== 'pong') console.log(`[app] ${raw}`);
    },
  });
  console.log(`[box] id ${sim.id}, session ${sim.session}${v.keypad ? ', plain keypad mode' : ''}`);
  await sim.open();

  const stop = async () => {
    await sim.close();
    await pair?.stop();
  };

  if (script) {
    const delay = v.delay === undefined ? 100 : Number(v.delay);
    while (!sim.ready) await sleep(20);
    for (const d of script) {
      console.log(`[box] deal ${d.index}: ${d.keys.length} keys`);
      if (delay > 0) {
        for (const k of d.keys) {
          console.log(`[box] press ${k}`);
          sim.press(k);
          await sim.idle();
          await sleep(delay);
        }
      } else {
        sim.pressAll(d.keys);
        await sim.idle();
      }
    }
    console.log(`[box] played ${script.length} deal(s); ${sim.display.errors.length} error blink(s); stats ${JSON.stringify(sim.stats)}`);
    if (!v.stay) {
      await stop();
      return sim.display.errors.length ? 1 : 0;
    }
  }
  return interactive(sim, Boolean(v.keypad), stop);
}

async function interactive(sim: BoxSimulator, keypad: boolean, stop: () => Promise<void>): Promise<number> {
  console.log('type key names (e.g. SEAT1 D5 BET), :keys for the list, :quit to leave');
  const rl = createInterface({ input: process.stdin, output: process.stdout, prompt: 'box> ' });
  rl.prompt();
  process.once('SIGINT', () => rl.close());
  for await (const line of rl) {
    const w = line.trim().split(/\s+/).filter(Boolean);
    try {
      switch (w[0]) {
        case undefined: break;
        case ':quit': case ':q': rl.close(); break;
        case ':keys': console.log(Object.keys(BOX_KEYS).join(' ')); break;
        case ':status': console.log(JSON.stringify({ ready: sim.ready, unacked: sim.unacked, display: sim.display, stats: sim.stats })); break;
        case ':garbage': await sim.writeRaw(randomBytes(Number(w[1] ?? 64))); break;
        case ':flood': {
          // a bouncing switch: the same key N times at once (numbered presses in box mode, raw lines as a keypad)
          const keys = Array.from({ length: Number(w[2] ?? 50) }, () => (w[1] ?? 'PASS').toUpperCase());
          if (keypad) await sim.writeRaw(`${keys.join('\n')}\n`);
          else sim.pressAll(keys);
          break;
        }
        case ':long': await sim.writeRaw(`${'X'.repeat(Number(w[1] ?? 500))}\n`); break;
        case ':raw': await sim.writeRaw(`${line.trim().slice(5)}\n`); break;
        case ':lose-acks': sim.loseAcks(Number(w[1] ?? 1)); break;
        default:
          for (const k of w) sim.press(k.toUpperCase());
      }
    } catch (e) {
      console.log(`[box] ${(e as Error).message}`);
    }
    rl.prompt();
  }
  await stop();
  return 0;
}

main().then((code) => {
  process.exitCode = code;
}, (e) => {
  process.stderr.write(`box-sim: ${(e as Error).stack ?? e}\n`);
  process.exitCode = 1;
});
