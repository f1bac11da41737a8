/**
 * The words `mus serve` prints in its terminal (serve-command.ts, serve-links.ts) in the app's four
 * languages (i18next namespace `servecli`, on the shared instance of shared/i18n, as `tablecli` and
 * `hubcli`): French with the Basque table words (default), Basque, Spanish, English. The seats as
 * the seat pages and the desktop's share panel name them (« Place 2 — Maite »: `share.phonesSeat`);
 * the typed command stays `link N` in every language (the hint says so). In English every line is
 * word for word what `mus serve` printed before the other languages came (the stop line is new).
 * Usage errors and the help have their own texts (`usage-texts.ts`, `help-texts.ts`).
 */
import type { Lang, TextOf } from '../../shared/i18n/index.js';
import { namespaceT } from './labels.js';

const en = {
  tableOnLan: 'mus serve: table on {{lan}} — room display (open it on the TV): {{url}}',
  here: '  on this computer: {{url}}',
  tableOn: 'mus serve: table on {{base}} — room display: {{url}}',
  seat: 'seat {{n}} — {{name}}: {{what}}',
  seatName: 'seat {{n}}',
  scan: 'scan to take the seat',
  newLink: 'a new link: scan this one, the old one no longer works',
  hostPage: 'host page (yours only, never on the TV: a new link for a seat): {{url}}',
  noHostPage: '! --pages: no built host page in {{dir}} (run npm run build:web)',
  noSeatPage: '--pages: no built seat page in {{dir}} (run npm run build:web)',
  portTaken: '; a mus serve may already serve a table on it (stop that one with Ctrl-C), or another program holds it: choose another port with --port N (--port 0: any free port)',
  serial: '[serial] {{status}} — {{why}}',
  linkHint: 'type « link N » and Enter for a new QR code for seat N (the old link stops working, its phone is cut off)',
  unknownLine: '? {{text}}: {{hint}}',
  badSeat: '! link: {{given}} is not a seat (1 to {{seats}})',
  noNewLink: '! seat {{n}}: no new link: {{why}}',
  stopped: 'mus serve: table stopped; every act it accepted is in the journal (started again, it resumes an unfinished match)',
};
type Words = typeof en;

const fr: Words = {
  tableOnLan: 'mus serve : table sur {{lan}} — écran de salle (à ouvrir sur la TV) : {{url}}',
  here: '  sur cet ordinateur : {{url}}',
  tableOn: 'mus serve : table sur {{base}} — écran de salle : {{url}}',
  seat: 'place {{n}} — {{name}} : {{what}}',
  seatName: 'place {{n}}',
  scan: 'scannez pour prendre la place',
  newLink: 'nouveau lien : scannez celui-ci, l’ancien ne marche plus',
  hostPage: 'page de l’hôte (pour vous seul, jamais sur la TV : un nouveau lien pour une place) : {{url}}',
  noHostPage: '! --pages : pas de page de l’hôte construite dans {{dir}} (lancez npm run build:web)',
  noSeatPage: '--pages : pas de page de place construite dans {{dir}} (lancez npm run build:web)',
  portTaken: ' ; un mus serve sert peut-être déjà une table sur ce port (arrêtez-le avec Ctrl-C), ou un autre programme le tient : choisissez un autre port avec --port N (--port 0 : n’importe quel port libre)',
  serial: '[boîtier] {{status}} — {{why}}',
  linkHint: 'tapez « link N » puis Entrée pour un nouveau QR code de la place N (l’ancien lien ne marche plus, son téléphone est coupé)',
  unknownLine: '? {{text}} : {{hint}}',
  badSeat: '! link : {{given}} n’est pas une place (de 1 à {{seats}})',
  noNewLink: '! place {{n}} : pas de nouveau lien : {{why}}',
  stopped: 'mus serve : table arrêtée ; chaque coup accepté est dans le journal (relancé, il reprend une partie pas finie)',
};

const es: Words = {
  tableOnLan: 'mus serve: mesa en {{lan}} — pantalla de sala (ábrala en la tele): {{url}}',
  here: '  en este ordenador: {{url}}',
  tableOn: 'mus serve: mesa en {{base}} — pantalla de sala: {{url}}',
  seat: 'puesto {{n}} — {{name}}: {{what}}',
  seatName: 'puesto {{n}}',
  scan: 'escanee para ocupar el puesto',
  newLink: 'nuevo enlace: escanee este, el anterior ya no vale',
  hostPage: 'página del anfitrión (solo para usted, nunca en la tele: un nuevo enlace para un puesto): {{url}}',
  noHostPage: '! --pages: no hay página del anfitrión construida en {{dir}} (ejecute npm run build:web)',
  noSeatPage: '--pages: no hay página de puesto construida en {{dir}} (ejecute npm run build:web)',
  portTaken: '; puede que un mus serve ya sirva una mesa en ese puerto (párelo con Ctrl-C), u otro programa lo ocupa: elija otro puerto con --port N (--port 0: cualquier puerto libre)',
  serial: '[caja] {{status}} — {{why}}',
  linkHint: 'teclee « link N » e Intro para un nuevo código QR del puesto N (el enlace anterior deja de valer, su teléfono queda cortado)',
  unknownLine: '? {{text}}: {{hint}}',
  badSeat: '! link: {{given}} no es un puesto (del 1 al {{seats}})',
  noNewLink: '! puesto {{n}}: sin nuevo enlace: {{why}}',
  stopped: 'mus serve: mesa parada; cada jugada aceptada está en el diario (al arrancarlo de nuevo, sigue una partida sin terminar)',
};

const eu: Words = {
  tableOnLan: 'mus serve: mahaia {{lan}} helbidean — aretoko pantaila (ireki telebistan): {{url}}',
  here: '  ordenagailu honetan: {{url}}',
  tableOn: 'mus serve: mahaia {{base}} helbidean — aretoko pantaila: {{url}}',
  seat: '{{n}}. lekua — {{name}}: {{what}}',
  seatName: '{{n}}. lekua',
  scan: 'eskaneatu lekua hartzeko',
  newLink: 'lotura berria: eskaneatu hau, zaharrak ez du gehiago balio',
  hostPage: 'ostalariaren orria (zuretzat bakarrik, inoiz ez telebistan: lotura berri bat leku batentzat): {{url}}',
  noHostPage: '! --pages: ez dago ostalariaren orri eraikirik {{dir}} karpetan (exekutatu npm run build:web)',
  noSeatPage: '--pages: ez dago lekuaren orri eraikirik {{dir}} karpetan (exekutatu npm run build:web)',
  portTaken: '; beharbada mus serve batek mahai bat zerbitzatzen du ataka horretan (gelditu Ctrl-C-rekin), edo beste programa batek hartuta dauka: aukeratu beste ataka bat --port N-rekin (--port 0: edozein ataka libre)',
  serial: '[kutxa] {{status}} — {{why}}',
  linkHint: 'idatzi « link N » eta Sartu N. lekuaren QR kode berri baterako (lotura zaharrak ez du gehiago balio, bere telefonoa mozten da)',
  unknownLine: '? {{text}}: {{hint}}',
  badSeat: '! link: {{given}} ez da leku bat (1etik {{seats}}ra)',
  noNewLink: '! {{n}}. lekua: lotura berririk ez: {{why}}',
  stopped: 'mus serve: mahaia gelditua; onartutako jokaldi guztiak egunkarian daude (berriz abiaraztean, bukatu gabeko partida jarraitzen du)',
};

/** The words, by language (a test checks that every language has every key). */
export const SERVE_CLI_WORDS: Record<Lang, Words> = { en, fr, es, eu };

/** `mus serve`'s words in a language (memoised, as the command line's other texts: `namespaceT`). */
export const serveT: (lang: Lang) => TextOf = namespaceT('servecli', SERVE_CLI_WORDS);
