/**
 * The words of `mus table` (table-command.ts) in the app's four languages (i18next namespace
 * `tablecli`, on the shared instance of shared/i18n, as `cli` and `libcli`): French with the Basque
 * table words (default: donne, esku, manche, hamarreko, tanto), Basque, Spanish (reparto, mano,
 * chico, amarrako, piedra), English. The phases as the ledger names them (`phase.*` of shared/i18n:
 * « le grand (haundia) »). In English every line is word for word what `mus table` printed before
 * the other languages came (the tokens `grande`, `answer`, `connected`… as the engine and the bridge
 * name them), but for the seats: every language names a seat as the screens do, by the player's name
 * or by its place counted from 1 (`{{esku}}`, `{{seats}}`, `{{seat}}`: `seatText` of shared/i18n).
 * The warnings line also says the last bad input of the box (`lastWarning`). Usage errors and the
 * help have their own texts (`usage-texts.ts`, `help-texts.ts`).
 */
import { ledgerText, type Lang, type TextOf } from '../../shared/i18n/index.js';
import { namespaceT } from './labels.js';

const en = {
  over: 'match over: team {{team}} wins · {{games}}',
  games: 'manches {{A}}-{{B}}',
  line: 'deal {{n}} · esku {{esku}} · {{phase}} · {{prompt}} · {{turn}} · {{score}} · {{games}}',
  turn: 'turn {{seats}}', showdownTurn: 'type the hands shown, then NEXT',
  prompt: { answer: 'answer', 'answer-ordago': 'answer-ordago', declare: 'declare', discard: 'discard', mus: 'mus', open: 'open', over: 'over', showdown: 'showdown' },
  score: 'A {{A}} · B {{B}}', points: '{{n}} ({{h}}, {{t}})',
  h_one: '{{count}} hamarreko', h_other: '{{count}} hamarrekos', t_one: '{{count}} tanto', t_other: '{{count}} tantos',
  settled: 'deal {{n}} settled ({{end}}): {{score}}', mancheTo: ' — team {{team}} wins the manche',
  end: { showdown: 'showdown', ordago: 'ordago', dialogue: 'dialogue' },
  refused: '✗ {{source}}: {{code}} — {{message}}',
  pad: '  pad: {{parts}}', padEmpty: 'empty', digits: 'digits {{d}}', speaker: 'speaker {{seat}}', cards: 'cards {{cards}}', seatCards: '{{seat}}: {{cards}}',
  bridge: '[serial] {{status}} {{path}} @{{baud}} {{mode}}{{box}}{{err}}', box: ' box {{id}} (session {{session}})',
  status: { idle: 'idle', detecting: 'detecting', handshake: 'handshake', connected: 'connected', reconnecting: 'reconnecting', stopped: 'stopped' },
  warnings: '[serial] warnings: {{w}} (keys: {{applied}} applied, {{refused}} refused, {{duplicates}} resent duplicates dropped)', none: 'none',
  lastWarning: ' — last: {{what}}',
  written: 'match record written to {{file}}',
  leftOut: 'the deal in progress, deal {{n}} (manche {{m}}, at {{stage}}, {{actions}} actions entered), is not in the file: it holds the {{deals}} finished deals (a deal is written once its hands are shown; imported, the match goes on from the start of deal {{n}})',
};
type Words = typeof en;

const fr: Words = {
  over: 'partie finie : l’équipe {{team}} gagne · {{games}}',
  games: 'manches {{A}}-{{B}}',
  line: 'donne {{n}} · esku : {{esku}} · {{phase}} · {{prompt}} · {{turn}} · {{score}} · {{games}}',
  turn: 'à parler : {{seats}}', showdownTurn: 'tapez les mains montrées, puis NEXT',
  prompt: { answer: 'réponse', 'answer-ordago': 'réponse au hordago', declare: 'annonce', discard: 'écart', mus: 'mus', open: 'ouverture', over: 'finie', showdown: 'décompte' },
  score: 'A {{A}} · B {{B}}', points: '{{n}} ({{h}}, {{t}})',
  h_one: '{{count}} hamarreko', h_other: '{{count}} hamarrekos', t_one: '{{count}} tanto', t_other: '{{count}} tantos',
  settled: 'donne {{n}} réglée ({{end}}) : {{score}}', mancheTo: ' — l’équipe {{team}} gagne la manche',
  end: { showdown: 'décompte', ordago: 'hordago kanta', dialogue: 'dialogue' },
  refused: '✗ {{source}} : {{code}} — {{message}}',
  pad: '  saisie : {{parts}}', padEmpty: 'vide', digits: 'chiffres {{d}}', speaker: '{{seat}}', cards: 'cartes {{cards}}', seatCards: '{{seat}} : {{cards}}',
  bridge: '[boîtier] {{status}} {{path}} @{{baud}} {{mode}}{{box}}{{err}}', box: ' boîtier {{id}} (session {{session}})',
  status: { idle: 'à l’arrêt', detecting: 'recherche du boîtier', handshake: 'en attente du boîtier', connected: 'connecté', reconnecting: 'reconnexion', stopped: 'arrêté' },
  warnings: '[boîtier] avertissements : {{w}} (touches : {{applied}} acceptées, {{refused}} refusées, {{duplicates}} doublons renvoyés écartés)', none: 'aucun',
  lastWarning: ' — dernier : {{what}}',
  written: 'enregistrement de la partie écrit dans {{file}}',
  leftOut: 'la donne en cours, donne {{n}} (manche {{m}}, phase : {{stage}}, {{actions}} actions saisies), n’est pas dans le fichier : il contient les {{deals}} donnes finies (une donne est écrite une fois les mains montrées ; importée, la partie reprend au début de la donne {{n}})',
};

const es: Words = {
  over: 'partida terminada: gana la pareja {{team}} · {{games}}',
  games: 'chicos {{A}}-{{B}}',
  line: 'reparto {{n}} · mano: {{esku}} · {{phase}} · {{prompt}} · {{turn}} · {{score}} · {{games}}',
  turn: 'habla: {{seats}}', showdownTurn: 'teclee las manos mostradas y luego NEXT',
  prompt: { answer: 'respuesta', 'answer-ordago': 'respuesta al órdago', declare: 'declaración', discard: 'descarte', mus: 'mus', open: 'apertura', over: 'terminado', showdown: 'recuento' },
  score: 'A {{A}} · B {{B}}', points: '{{n}} ({{h}}, {{t}})',
  h_one: '{{count}} amarrako', h_other: '{{count}} amarrakos', t_one: '{{count}} piedra', t_other: '{{count}} piedras',
  settled: 'reparto {{n}} contado ({{end}}): {{score}}', mancheTo: ' — la pareja {{team}} gana el chico',
  end: { showdown: 'recuento', ordago: 'órdago querido', dialogue: 'envites' },
  refused: '✗ {{source}}: {{code}} — {{message}}',
  pad: '  entrada: {{parts}}', padEmpty: 'vacía', digits: 'cifras {{d}}', speaker: '{{seat}}', cards: 'cartas {{cards}}', seatCards: '{{seat}}: {{cards}}',
  bridge: '[caja] {{status}} {{path}} @{{baud}} {{mode}}{{box}}{{err}}', box: ' caja {{id}} (sesión {{session}})',
  status: { idle: 'parada', detecting: 'buscando la caja', handshake: 'esperando a la caja', connected: 'conectada', reconnecting: 'reconectando', stopped: 'detenida' },
  warnings: '[caja] avisos: {{w}} (teclas: {{applied}} aceptadas, {{refused}} rechazadas, {{duplicates}} duplicados reenviados descartados)', none: 'ninguno',
  lastWarning: ' — último: {{what}}',
  written: 'registro de la partida escrito en {{file}}',
  leftOut: 'el reparto en curso, reparto {{n}} (chico {{m}}, en {{stage}}, {{actions}} acciones anotadas), no está en el archivo: tiene los {{deals}} repartos terminados (un reparto se escribe una vez enseñadas las manos; importada, la partida sigue desde el principio del reparto {{n}})',
};

const eu: Words = {
  over: 'partida bukatua: {{team}} taldeak irabazi du · {{games}}',
  games: 'partidak {{A}}-{{B}}',
  line: '{{n}}. eskua · esku: {{esku}} · {{phase}} · {{prompt}} · {{turn}} · {{score}} · {{games}}',
  turn: 'hitza: {{seats}}', showdownTurn: 'idatzi erakutsitako eskuak, gero NEXT',
  prompt: { answer: 'erantzuna', 'answer-ordago': 'hordagoari erantzuna', declare: 'iragarpena', discard: 'deskartea', mus: 'mus', open: 'irekiera', over: 'bukatua', showdown: 'kontaketa' },
  score: 'A {{A}} · B {{B}}', points: '{{n}} ({{h}}, {{t}})',
  h_one: '{{count}} hamarreko', h_other: '{{count}} hamarreko', t_one: '{{count}} tanto', t_other: '{{count}} tanto',
  settled: '{{n}}. eskua kontatua ({{end}}): {{score}}', mancheTo: ' — {{team}} taldeak partida irabazi du',
  end: { showdown: 'kontaketa', ordago: 'hordago kanta', dialogue: 'elkarrizketa' },
  refused: '✗ {{source}}: {{code}} — {{message}}',
  pad: '  sarrera: {{parts}}', padEmpty: 'hutsa', digits: 'zifrak {{d}}', speaker: '{{seat}}', cards: 'kartak {{cards}}', seatCards: '{{seat}}: {{cards}}',
  bridge: '[kutxa] {{status}} {{path}} @{{baud}} {{mode}}{{box}}{{err}}', box: ' kutxa {{id}} ({{session}} saioa)',
  status: { idle: 'geldirik', detecting: 'kutxaren bila', handshake: 'kutxaren zain', connected: 'konektatua', reconnecting: 'berriz konektatzen', stopped: 'gelditua' },
  warnings: '[kutxa] abisuak: {{w}} (teklak: {{applied}} onartuak, {{refused}} ukatuak, {{duplicates}} bikoiztu berbidali baztertuak)', none: 'bat ere ez',
  lastWarning: ' — azkena: {{what}}',
  written: 'partidaren erregistroa hemen idatzia: {{file}}',
  leftOut: 'martxan dagoen eskua, {{n}}. eskua ({{m}}. partida, {{stage}}, {{actions}} ekintza sartuak), ez dago fitxategian: bukatutako {{deals}} eskuak ditu (esku bat kartak erakutsi ondoren idazten da; inportatuta, jokoak {{n}}. eskuaren hasieratik jarraitzen du)',
};

/** The words, by language (a test checks that every language has every key). */
export const TABLE_CLI_WORDS: Record<Lang, Words> = { en, fr, es, eu };

/** `mus table`'s words in a language (memoised: the same key and parameters give the same text). */
export const tableT: (lang: Lang) => TextOf = namespaceT('tablecli', TABLE_CLI_WORDS);

/** A phase (`grande`, `mus`…) as the ledger names it in `lang` (« le grand (haundia) »); `-` for none. */
export function phaseWord(phase: string | null, lang: Lang): string {
  return phase === null ? '-' : ledgerText(lang)(`phase.${phase}`);
}
