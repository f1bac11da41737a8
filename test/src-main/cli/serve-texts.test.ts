/**
 * `mus serve`'s terminal words (`serve-texts.ts`) line by line: in English word for word what it
 * printed before `--lang` reached them (but the stop line, new), in French (the default) each line as the person running the
 * table reads it, and in Basque and Spanish every line said in that language with every value given
 * (the address, the seat, the name, why). The same keys in the four languages:
 * `cli-texts-complete.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/i18n/index.js';
import { SERVE_CLI_WORDS, serveT } from '../../../src-main/cli/serve-texts.js';
import { linkHint } from '../../../src-main/cli/serve-links.js';

type Key = keyof typeof SERVE_CLI_WORDS.en;

/** Each line with the values it is printed with. */
const PARAMS: Record<Key, Record<string, string | number>> = {
  tableOnLan: { lan: 'http://192.168.1.20:8080', url: 'http://192.168.1.20:8080/display.html#d=KEY' },
  here: { url: 'http://127.0.0.1:8080/display.html#d=KEY' },
  tableOn: { base: 'http://127.0.0.1:8080', url: 'http://127.0.0.1:8080/display.html#d=KEY' },
  seat: { n: 2, name: 'Maite', what: 'WHAT' },
  seatName: { n: 3 },
  scan: {},
  newLink: {},
  hostPage: { url: 'http://192.168.1.20:8080/host.html#k=HOSTKEY' },
  noHostPage: { dir: '/srv/pages' },
  noSeatPage: { dir: '/srv/pages' },
  portTaken: {},
  serial: { status: 'STATUS', why: 'WHY' },
  linkHint: {},
  unknownLine: { text: '"hello"', hint: 'HINT' },
  badSeat: { given: '"9"', seats: 4 },
  noNewLink: { n: 3, why: 'WHY' },
  stopped: {},
};

const EN: Record<Key, string> = {
  tableOnLan: 'mus serve: table on http://192.168.1.20:8080 — room display (open it on the TV): http://192.168.1.20:8080/display.html#d=KEY',
  here: '  on this computer: http://127.0.0.1:8080/display.html#d=KEY',
  tableOn: 'mus serve: table on http://127.0.0.1:8080 — room display: http://127.0.0.1:8080/display.html#d=KEY',
  seat: 'seat 2 — Maite: WHAT',
  seatName: 'seat 3',
  scan: 'scan to take the seat',
  newLink: 'a new link: scan this one, the old one no longer works',
  hostPage: 'host page (yours only, never on the TV: a new link for a seat): http://192.168.1.20:8080/host.html#k=HOSTKEY',
  noHostPage: '! --pages: no built host page in /srv/pages (run npm run build:web)',
  noSeatPage: '--pages: no built seat page in /srv/pages (run npm run build:web)',
  portTaken: '; a mus serve may already serve a table on it (stop that one with Ctrl-C), or another program holds it: choose another port with --port N (--port 0: any free port)',
  serial: '[serial] STATUS — WHY',
  linkHint: 'type « link N » and Enter for a new QR code for seat N (the old link stops working, its phone is cut off)',
  unknownLine: '? "hello": HINT',
  badSeat: '! link: "9" is not a seat (1 to 4)',
  noNewLink: '! seat 3: no new link: WHY',
  stopped: 'mus serve: table stopped; every act it accepted is in the journal (started again, it resumes an unfinished match)',
};

const FR: Record<Key, string> = {
  tableOnLan: 'mus serve : table sur http://192.168.1.20:8080 — écran de salle (à ouvrir sur la TV) : http://192.168.1.20:8080/display.html#d=KEY',
  here: '  sur cet ordinateur : http://127.0.0.1:8080/display.html#d=KEY',
  tableOn: 'mus serve : table sur http://127.0.0.1:8080 — écran de salle : http://127.0.0.1:8080/display.html#d=KEY',
  seat: 'place 2 — Maite : WHAT',
  seatName: 'place 3',
  scan: 'scannez pour prendre la place',
  newLink: 'nouveau lien : scannez celui-ci, l’ancien ne marche plus',
  hostPage: 'page de l’hôte (pour vous seul, jamais sur la TV : un nouveau lien pour une place) : http://192.168.1.20:8080/host.html#k=HOSTKEY',
  noHostPage: '! --pages : pas de page de l’hôte construite dans /srv/pages (lancez npm run build:web)',
  noSeatPage: '--pages : pas de page de place construite dans /srv/pages (lancez npm run build:web)',
  portTaken: ' ; un mus serve sert peut-être déjà une table sur ce port (arrêtez-le avec Ctrl-C), ou un autre programme le tient : choisissez un autre port avec --port N (--port 0 : n’importe quel port libre)',
  serial: '[boîtier] STATUS — WHY',
  linkHint: 'tapez « link N » puis Entrée pour un nouveau QR code de la place N (l’ancien lien ne marche plus, son téléphone est coupé)',
  unknownLine: '? "hello" : HINT',
  badSeat: '! link : "9" n’est pas une place (de 1 à 4)',
  noNewLink: '! place 3 : pas de nouveau lien : WHY',
  stopped: 'mus serve : table arrêtée ; chaque coup accepté est dans le journal (relancé, il reprend une partie pas finie)',
};

const KEYS = Object.keys(PARAMS) as Key[];

describe("mus serve's terminal words", () => {
  it('covers every line of the table', () => {
    expect(KEYS.sort()).toEqual(Object.keys(SERVE_CLI_WORDS.en).sort());
  });

  it('in English: word for word the lines it printed before (the stop line is new)', () => {
    for (const k of KEYS) expect({ k, line: serveT('en')(k, PARAMS[k]) }).toEqual({ k, line: EN[k] });
    expect(linkHint('en')).toBe(EN.linkHint);
  });

  it('in French (the default): each line', () => {
    for (const k of KEYS) expect({ k, line: serveT('fr')(k, PARAMS[k]) }).toEqual({ k, line: FR[k] });
    expect(linkHint('fr')).toBe(FR.linkHint);
  });

  it('in Basque and Spanish: each line in its own words, with every value it is given', () => {
    for (const lang of ['eu', 'es'] as const) {
      for (const k of KEYS) {
        const line = serveT(lang)(k, PARAMS[k]);
        expect({ lang, k, left: /\{\{|\}\}/.test(line), lost: Object.values(PARAMS[k]).filter((v) => !line.includes(String(v))) }).toEqual({ lang, k, left: false, lost: [] });
        // the English line is not reused (a line of values only, `? "hello": HINT`, is the same everywhere)
        if (k !== 'unknownLine') expect({ lang, k, english: line === EN[k] }).toEqual({ lang, k, english: false });
      }
    }
    expect(serveT('eu')('seat', PARAMS.seat)).toBe('2. lekua — Maite: WHAT');
    expect(serveT('es')('seat', PARAMS.seat)).toBe('puesto 2 — Maite: WHAT');
    expect(serveT('eu')('serial', PARAMS.serial)).toBe('[kutxa] STATUS — WHY');
    expect(serveT('es')('serial', PARAMS.serial)).toBe('[caja] STATUS — WHY');
    expect(serveT('es')('badSeat', PARAMS.badSeat)).toBe('! link: "9" no es un puesto (del 1 al 4)');
  });

  it('the typed command stays « link N » in every language', () => {
    for (const lang of LANGS) expect(linkHint(lang)).toContain('« link N »');
  });
});
