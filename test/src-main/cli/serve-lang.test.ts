/**
 * `mus serve --lang`, run in process as the command line runs it (`main`, with its own streams and
 * signals: test/helpers/mus-cli.ts): what the person running the table reads in the terminal — the
 * addresses, each seat's line above its QR code, the host page, the table's state, the answers to
 * `link N`, the refusal to start, the stop — in the language asked (French by default), and in
 * English word for word as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { musRunning } from '../../helpers/mus-cli.js';

const dirs: string[] = [];
const tmp = (what: string) => {
  const d = mkdtempSync(join(tmpdir(), `mus-serve-${what}-`));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Built pages for the table (what the command checks before starting). */
function pages(): string {
  const p = tmp('pages');
  for (const page of ['display', 'seat', 'host']) writeFileSync(join(p, `${page}.html`), `<html><head></head><body>${page}</body></html>`);
  return p;
}

/** The lines a person reads (the QR codes, drawn in blocks between colour codes, left out). */
const readable = (out: string) => out.split('\n').filter((l) => /[A-Za-z]/.test(l.replace(/\x1b\[[0-9;]*m/g, '')));

/** `mus serve` on a free port of the loopback, four players, `--interactive`, with these lines typed. */
function serve(lang: string[], typed: string) {
  return musRunning(['serve', '--host', '127.0.0.1', '--port', '0', '--data-dir', tmp('data'), '--pages', pages(), '--players', 'Ane,Peio,Maite,Xan', '--interactive', ...lang], typed);
}

/** The address the table listens on, from its first line. */
const baseOf = (out: string) => /(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '';

describe('mus serve --lang: its terminal lines', () => {
  it('--lang en: the lines as they always were', async () => {
    const run = serve(['--lang', 'en'], 'link 9\nhello\nlink 2\n');
    await run.until((o) => o.includes('Peio: a new link'));
    const r = await run.stop('SIGINT');
    expect(r.code).toBe(0);
    const lines = readable(r.out);
    const base = baseOf(r.out);
    expect(lines[0]).toMatch(new RegExp(`^mus serve: table on ${base} — room display: ${base}/display\\.html\\?key=`));
    expect(lines.slice(1, 5)).toEqual(['Ane', 'Peio', 'Maite', 'Xan'].map((name, i) => `seat ${i + 1} — ${name}: scan to take the seat`));
    expect(lines[5]).toMatch(new RegExp(`^host page \\(yours only, never on the TV: a new link for a seat\\): ${base}/host\\.html#k=`));
    expect(lines[6]).toBe('type « link N » and Enter for a new QR code for seat N (the old link stops working, its phone is cut off)');
    expect(lines[7]).toMatch(/^deal 1 · esku .* · mus · .* · manches 0-0$/); // the table's state, as `mus table` says it
    expect(lines.slice(8)).toEqual([
      '! link: "9" is not a seat (1 to 4)',
      `? "hello": ${lines[6]}`,
      'seat 2 — Peio: a new link: scan this one, the old one no longer works',
      'mus serve: table stopped; every act it accepted is in the journal (started again, it resumes an unfinished match)',
    ]);
  });

  it('--lang fr (the default): every line in French, no English left', async () => {
    for (const lang of [['--lang', 'fr'], []]) {
      const run = serve(lang, 'link 9\nbonjour\nlink 2\n');
      await run.until((o) => o.includes('Peio : nouveau lien'));
      const r = await run.stop();
      expect(r.code).toBe(0);
      const lines = readable(r.out);
      const base = baseOf(r.out);
      expect(lines[0]).toMatch(new RegExp(`^mus serve : table sur ${base} — écran de salle : ${base}/display\\.html\\?key=`));
      expect(lines.slice(1, 5)).toEqual(['Ane', 'Peio', 'Maite', 'Xan'].map((name, i) => `place ${i + 1} — ${name} : scannez pour prendre la place`));
      expect(lines[5]).toMatch(new RegExp(`^page de l’hôte \\(pour vous seul, jamais sur la TV : un nouveau lien pour une place\\) : ${base}/host\\.html#k=`));
      expect(lines[6]).toBe('tapez « link N » puis Entrée pour un nouveau QR code de la place N (l’ancien lien ne marche plus, son téléphone est coupé)');
      expect(lines[7]).toMatch(/^donne 1 · esku : .* · le mus · mus · à parler : .* · manches 0-0$/);
      expect(lines.slice(8)).toEqual([
        '! link : "9" n’est pas une place (de 1 à 4)',
        `? "bonjour" : ${lines[6]}`,
        'place 2 — Peio : nouveau lien : scannez celui-ci, l’ancien ne marche plus',
        'mus serve : table arrêtée ; chaque coup accepté est dans le journal (relancé, il reprend une partie pas finie)',
      ]);
      const words = lines.join('\n').replace(/https?:\/\/\S+/g, '');
      for (const english of ['seat', 'scan to', 'host page', 'room display', 'Enter', 'stopped', 'deal ']) expect({ english, found: words.includes(english) }).toEqual({ english, found: false });
    }
  });

  it('what a restart repaired is said with its sentence in the language asked (the English detail kept, as mus table\'s errors)', async () => {
    const data = tmp('data');
    const args = ['serve', '--host', '127.0.0.1', '--port', '0', '--data-dir', data, '--pages', pages()];
    const first = musRunning([...args, '--lang', 'fr']);
    await first.until((o) => o.includes('page de l’hôte'));
    expect((await first.stop()).code).toBe(0);
    const [journal] = readdirSync(join(data, 'matches')).filter((f) => f.endsWith('.musj'));
    appendFileSync(join(data, 'matches', journal ?? 'none.musj'), '0123abcd {"seq":99,"t":"undo"'); // a line cut by a crash
    const again = musRunning([...args, '--lang', 'fr']);
    const said = readable(await again.until((o) => o.includes('page de l’hôte'))).filter((l) => l.startsWith('! '));
    expect((await again.stop()).code).toBe(0);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^! [^:]+: .+ — La dernière ligne du journal était coupée par un arrêt brutal : chaque coup confirmé est gardé$/);
    // in English, the line as it always was: the journal's own words
    appendFileSync(join(data, 'matches', journal ?? 'none.musj'), '0123abcd {"seq":99,"t":"undo"');
    const en = musRunning([...args, '--lang', 'en']);
    const saidEn = readable(await en.until((o) => o.includes('host page'))).filter((l) => l.startsWith('! '));
    expect((await en.stop()).code).toBe(0);
    expect(saidEn).toEqual([said[0]?.replace(/ — La dernière.*$/, '')]);
  });

  it('a table that cannot start says why in the language asked (the port taken, the pages missing)', async () => {
    const first = serve(['--lang', 'fr'], '');
    const out = await first.until((o) => o.includes('page de l’hôte'));
    const port = /127\.0\.0\.1:(\d+)/.exec(out)?.[1] ?? '';
    const taken = await musRunning(['serve', '--host', '127.0.0.1', '--port', port, '--data-dir', tmp('data'), '--pages', pages(), '--lang', 'fr']).done;
    expect(taken.code).toBe(2);
    expect(taken.err).toMatch(/^mus serve: .*EADDRINUSE.*\(share\/port-in-use\) — Ce port est déjà pris par un autre programme ; un mus serve sert peut-être déjà une table sur ce port \(arrêtez-le avec Ctrl-C\), ou un autre programme le tient : choisissez un autre port avec --port N \(--port 0 : n’importe quel port libre\)\n$/);
    const takenEn = await musRunning(['serve', '--host', '127.0.0.1', '--port', port, '--data-dir', tmp('data'), '--pages', pages(), '--lang', 'en']).done;
    expect(takenEn.err).toMatch(/^mus serve: .*EADDRINUSE.*\(share\/port-in-use\); a mus serve may already serve a table on it \(stop that one with Ctrl-C\), or another program holds it: choose another port with --port N \(--port 0: any free port\)\n$/);
    expect((await first.stop()).code).toBe(0);
    const none = join(tmp('none'), 'pages');
    const noPages = await musRunning(['serve', '--host', '127.0.0.1', '--port', '0', '--data-dir', tmp('data'), '--pages', none, '--lang', 'es']).done;
    expect(noPages).toMatchObject({ code: 2, out: '', err: `mus serve: --pages: no hay página de puesto construida en ${none} (ejecute npm run build:web)\n` });
  });
});
