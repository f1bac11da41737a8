/**
 * The reference firmware in a simulated ATmega328P (`firmware/sim/avr-box.c`, simavr), driven from a
 * test: build the harness and the firmware, start it on a pseudo-terminal, press keys on its matrix
 * (layers included), and read what it did (lines sent, LEDs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;

/** The keypad as the firmware lays it out: key name → [layer, index 0-15 (row*4+column)]. */
const LAYERS: string[][] = [
  ['SEAT0', 'SEAT1', 'SEAT2', 'SEAT3', 'PASS', 'BET', 'RAISE', 'ORDAGO', 'SEE', 'FOLD', 'BA', 'EZ', 'UNDO', 'NEXT', 'BACK', 'FN'],
  ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D0', 'SOTA', 'CABALLO', 'REY', 'ENTER', 'BACK', 'FN'],
  ['MUS', 'CUT', 'DISCARD', 'BIAK', 'BIAK_ORDAGO', 'REDO', 'ENTER', 'UNDO', 'SEAT4', 'SEAT5', 'OROS', 'COPAS', 'ESPADAS', 'BASTOS', '', 'FN'],
];
export const FN = 15;

/** Where a key is: its layer and matrix index (the first layer that has it). */
export function keyAt(name: string): { layer: number; index: number } {
  for (let layer = 0; layer < LAYERS.length; layer++) {
    const index = LAYERS[layer]!.indexOf(name);
    if (index >= 0) return { layer, index };
  }
  throw new Error(`the box has no key ${name}`);
}

/** One event of the harness: its kind, the rest of the line, and the simulated time in µs. */
export interface SimEvent { kind: string; text: string; t: number }

/** Builds the harness and the firmware (once per run); both need Debian packages (see README). */
export function buildAll(): { harness: string; elf: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mus-avr-'));
  const harness = join(dir, 'avr-box');
  const cc = spawnSync('gcc', ['-O2', '-o', harness, join(ROOT, 'firmware/sim/avr-box.c'), '-I/usr/include/simavr', '-lsimavr', '-lutil'], { encoding: 'utf8' });
  if (cc.status !== 0) throw new Error(`building the harness: ${cc.stderr} (apt-get install simavr libsimavr-dev gcc)`);
  const fw = spawnSync('sh', [join(ROOT, '.ci/firmware.sh')], { encoding: 'utf8', env: { ...process.env, MUS_FIRMWARE_OUT: dir } });
  if (fw.status !== 0 || !existsSync(join(dir, 'mus-box.elf'))) throw new Error(`building the firmware: ${fw.stderr}`);
  return { harness, elf: join(dir, 'mus-box.elf'), dir };
}

/** A running simulated box. */
export class AvrBox {
  readonly events: SimEvent[] = [];
  private proc: ChildProcess;
  private buf = '';
  /** The layer the firmware is on (it starts on layer 0; FN moves to the next). */
  layer = 0;
  readonly link: string;
  private waiters: (() => void)[] = [];

  constructor(harness: string, elf: string, link: string) {
    this.link = link;
    this.proc = spawn(harness, [elf, '--link', link], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.proc.stdout!.setEncoding('utf8');
    this.proc.stdout!.on('data', (d: string) => {
      this.buf += d;
      let i: number;
      while ((i = this.buf.indexOf('\n')) >= 0) {
        const line = this.buf.slice(0, i);
        this.buf = this.buf.slice(i + 1);
        const m = /^(\w[\w-]*) ?(.*) (\d+)$/.exec(line);
        if (m) this.events.push({ kind: m[1]!, text: m[2]!, t: Number(m[3]) });
        for (const w of this.waiters.splice(0)) w();
      }
    });
  }

  /** Resolves when an event matching `f` has come (looking from event `from` on). */
  async until(f: (e: SimEvent) => boolean, what: string, from = 0, timeoutMs = 30_000): Promise<SimEvent> {
    const t0 = Date.now();
    for (;;) {
      const e = this.events.slice(from).find(f);
      if (e) return e;
      if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 50);
      });
    }
  }

  send(cmd: string): void {
    this.proc.stdin!.write(`${cmd}\n`);
  }

  /** Presses matrix key `index` for `ms` simulated ms and waits until it is released. */
  async tap(index: number, ms = 40): Promise<void> {
    const from = this.events.length;
    this.send(`press ${index} ${ms}`);
    await this.until((e) => e.kind === 'release' && e.text === String(index), `key ${index} released`, from);
    // a gap longer than the firmware's debounce (20 ms) before the next press, in simulated time:
    // on a busy machine the simulation runs slower than the wall clock, and a wall-clock pause
    // could be shorter than the debounce for the firmware (two presses read as one)
    const w = this.events.length;
    this.send('wait 35');
    await this.until((e) => e.kind === 'waited', 'a 35 ms pause', w);
  }

  /** Presses FN until the firmware is on `layer`. */
  async toLayer(layer: number): Promise<void> {
    while (this.layer !== layer) {
      await this.tap(FN);
      this.layer = (this.layer + 1) % 3;
    }
  }

  /** Presses a named key: FN first as often as needed to reach its layer. */
  async key(name: string): Promise<void> {
    const { layer, index } = keyAt(name);
    await this.toLayer(layer);
    await this.tap(index);
  }

  /** Lines the firmware sent (`tx`), in order. */
  sent(): string[] {
    return this.events.filter((e) => e.kind === 'tx').map((e) => e.text);
  }

  async stop(): Promise<void> {
    if (this.proc.exitCode !== null) return;
    this.send('quit');
    await new Promise<void>((r) => {
      const t = setTimeout(() => { this.proc.kill('SIGKILL'); r(); }, 2000);
      this.proc.once('exit', () => { clearTimeout(t); r(); });
    });
  }
}

export function cleanup(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
