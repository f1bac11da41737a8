/**
 * The words of `mus hub` (hub-command.ts) in the app's four languages (i18next namespace `hubcli`,
 * on the shared instance of shared/i18n, as the tournament's words): French with the Basque table
 * words (default), Basque, Spanish, English. Usage errors and the help have their own texts (`usage-texts.ts`, `help-texts.ts`);
 * the `--json` events stay in English (for programs).
 */
import type { Lang, TextOf } from '../../shared/i18n/index.js';
import { namespaceT } from './labels.js';

const en = {
  inUse: 'the hub folder {{dir}} is in use: its hub is open for writing in process {{pid}} (stop that hub first)',
  inUseHere: 'the hub folder {{dir}} is in use: its hub is already open for writing in this process (stop that hub first)',
  another: 'it now holds another tournament ({{now}}, not {{id}}); start a hub for it',
  notPublished: '{{file}}: the new pairings could not be published: {{why}}',
  listening: 'Hub "{{name}}" listening: {{urls}}',
  folder: 'Hub folder: {{dir}}',
  reads: 'The hub only reads {{file}}: `mus tournament …` may change it while the hub runs (a new round is published as soon as the file changes); results are entered there with `mus tournament result`.',
  round: 'Round {{n}}: {{tables}} table(s); each table joins with its code (or by scanning its QR code)',
  noRound: 'No round is paired yet: `mus tournament pair {{file}}` pairs one, and the hub publishes it at once.',
  table: 'Table {{table}}  {{A}} v {{B}}  code {{code}}  {{url}}',
  stopHint: 'Ctrl-C (or SIGTERM) stops the hub; every record it acknowledged is already on disk.',
  published: '{{file}} changed: the pairings are published again',
  unreadable: '{{file}} changed but cannot be used: {{why}}. The hub keeps the pairings it has.',
  finished: 'Round {{n}}, table {{table}}: finished, won by {{team}}. The match: {{path}}',
  enter: '  to enter it: {{command}}',
  stopping: 'Stopping the hub…',
  stopped: 'Hub stopped: every record it acknowledged is on disk.',
  running: 'Hub "{{name}}": running (process {{pid}}) since {{since}}: {{url}}',
  notRunning: 'Hub "{{name}}": stopped ({{dir}})',
  elsewhere: 'Hub "{{name}}": running in another program (process {{pid}}: the desktop app), its address on the Tournoi screen',
  never: 'No hub was started yet for "{{name}}" ({{dir}})',
  silent: 'The hub process runs but does not answer at {{url}}: {{why}}',
  slow: 'The hub process runs but gave no answer at {{url}} within {{ms}} ms (--timeout {{ms}}): a loaded machine or a slow network may need a longer --timeout',
  state: { waiting: 'waiting', playing: 'playing', finished: 'finished' },
  line: 'Table {{table}}  {{A}} v {{B}}  code {{code}}  {{state}}, {{have}} record(s)',
};
type Words = typeof en;

const fr: Words = {
  inUse: 'le dossier du hub {{dir}} est déjà utilisé : son hub est ouvert en écriture par le processus {{pid}} (arrêtez d’abord ce hub)',
  inUseHere: 'le dossier du hub {{dir}} est déjà utilisé : son hub est déjà ouvert en écriture dans ce processus (arrêtez d’abord ce hub)',
  another: 'il contient maintenant un autre tournoi ({{now}}, pas {{id}}) ; lancez un hub pour lui',
  notPublished: '{{file}} : les nouveaux appariements n’ont pas pu être publiés : {{why}}',
  listening: 'Hub « {{name}} » à l’écoute : {{urls}}',
  folder: 'Dossier du hub : {{dir}}',
  reads: 'Le hub ne fait que lire {{file}} : `mus tournament …` peut le modifier pendant que le hub tourne (un nouveau tour est publié dès que le fichier change) ; les résultats s’y saisissent avec `mus tournament result`.',
  round: 'Tour {{n}} : {{tables}} table(s) ; chaque table rejoint le hub avec son code (ou en scannant son QR code)',
  noRound: 'Aucun tour n’est encore apparié : `mus tournament pair {{file}}` en apparie un, et le hub le publie aussitôt.',
  table: 'Table {{table}}  {{A}} c. {{B}}  code {{code}}  {{url}}',
  stopHint: 'Ctrl-C (ou SIGTERM) arrête le hub ; tout ce qu’il a accusé est déjà sur le disque.',
  published: '{{file}} a changé : les appariements sont publiés de nouveau',
  unreadable: '{{file}} a changé mais ne peut pas servir : {{why}}. Le hub garde ses appariements.',
  finished: 'Tour {{n}}, table {{table}} : partie finie, gagnée par {{team}}. La partie : {{path}}',
  enter: '  pour la saisir : {{command}}',
  stopping: 'Arrêt du hub…',
  stopped: 'Hub arrêté : tout ce qu’il a accusé est sur le disque.',
  running: 'Hub « {{name}} » : en marche (processus {{pid}}) depuis {{since}} : {{url}}',
  notRunning: 'Hub « {{name}} » : arrêté ({{dir}})',
  elsewhere: 'Hub « {{name}} » : en marche dans un autre programme (processus {{pid}} : l’application), son adresse sur l’écran Tournoi',
  never: 'Aucun hub n’a encore été démarré pour « {{name}} » ({{dir}})',
  silent: 'Le processus du hub tourne mais ne répond pas à {{url}} : {{why}}',
  slow: 'Le processus du hub tourne mais n’a pas répondu à {{url}} en {{ms}} ms (--timeout {{ms}}) : une machine chargée ou un réseau lent peut demander un --timeout plus long',
  state: { waiting: 'en attente', playing: 'en jeu', finished: 'finie' },
  line: 'Table {{table}}  {{A}} c. {{B}}  code {{code}}  {{state}}, {{have}} enregistrement(s)',
};

const es: Words = {
  inUse: 'la carpeta del hub {{dir}} ya está en uso: su hub está abierto para escribir en el proceso {{pid}} (pare antes ese hub)',
  inUseHere: 'la carpeta del hub {{dir}} ya está en uso: su hub ya está abierto para escribir en este proceso (pare antes ese hub)',
  another: 'ahora contiene otro torneo ({{now}}, no {{id}}); arranque un hub para él',
  notPublished: '{{file}}: no se pudieron publicar los nuevos emparejamientos: {{why}}',
  listening: 'Hub «{{name}}» escuchando: {{urls}}',
  folder: 'Carpeta del hub: {{dir}}',
  reads: 'El hub solo lee {{file}}: `mus tournament …` puede cambiarlo mientras el hub funciona (una ronda nueva se publica en cuanto cambia el fichero); los resultados se anotan con `mus tournament result`.',
  round: 'Ronda {{n}}: {{tables}} mesa(s); cada mesa se une con su código (o escaneando su código QR)',
  noRound: 'Aún no hay ninguna ronda emparejada: `mus tournament pair {{file}}` empareja una, y el hub la publica enseguida.',
  table: 'Mesa {{table}}  {{A}} c. {{B}}  código {{code}}  {{url}}',
  stopHint: 'Ctrl-C (o SIGTERM) para el hub; todo lo que confirmó ya está en el disco.',
  published: '{{file}} ha cambiado: los emparejamientos se publican de nuevo',
  unreadable: '{{file}} ha cambiado pero no se puede usar: {{why}}. El hub conserva sus emparejamientos.',
  finished: 'Ronda {{n}}, mesa {{table}}: partida terminada, ganada por {{team}}. La partida: {{path}}',
  enter: '  para anotarla: {{command}}',
  stopping: 'Parando el hub…',
  stopped: 'Hub parado: todo lo que confirmó está en el disco.',
  running: 'Hub «{{name}}»: en marcha (proceso {{pid}}) desde {{since}}: {{url}}',
  notRunning: 'Hub «{{name}}»: parado ({{dir}})',
  elsewhere: 'Hub «{{name}}»: en marcha en otro programa (proceso {{pid}}: la aplicación), su dirección en la pantalla Tournoi',
  never: 'Aún no se ha arrancado ningún hub para «{{name}}» ({{dir}})',
  silent: 'El proceso del hub funciona pero no responde en {{url}}: {{why}}',
  slow: 'El proceso del hub funciona pero no respondió en {{url}} en {{ms}} ms (--timeout {{ms}}): una máquina cargada o una red lenta puede necesitar un --timeout más largo',
  state: { waiting: 'esperando', playing: 'jugando', finished: 'terminada' },
  line: 'Mesa {{table}}  {{A}} c. {{B}}  código {{code}}  {{state}}, {{have}} registro(s)',
};

const eu: Words = {
  inUse: 'hub-aren {{dir}} karpeta erabiltzen ari da: bere hub-a idazteko irekita dago {{pid}} prozesuan (gelditu hub hori lehenik)',
  inUseHere: 'hub-aren {{dir}} karpeta erabiltzen ari da: bere hub-a idazteko irekita dago prozesu honetan (gelditu hub hori lehenik)',
  another: 'beste txapelketa bat du orain ({{now}}, ez {{id}}); abiarazi hub bat harentzat',
  notPublished: '{{file}}: ezin izan dira bikote berriak argitaratu: {{why}}',
  listening: '«{{name}}» hub-a entzuten: {{urls}}',
  folder: 'Hub-aren karpeta: {{dir}}',
  reads: 'Hub-ak {{file}} irakurri baino ez du egiten: `mus tournament …` aldatu daiteke hub-a martxan dagoen bitartean (txanda berri bat fitxategia aldatu bezain laster argitaratzen da); emaitzak `mus tournament result`-ekin sartzen dira.',
  round: '{{n}}. txanda: {{tables}} mahai; mahai bakoitza bere kodearekin sartzen da (edo bere QR kodea eskaneatuz)',
  noRound: 'Oraindik ez da txandarik parekatu: `mus tournament pair {{file}}`-ek bat parekatzen du, eta hub-ak berehala argitaratzen du.',
  table: '{{table}}. mahaia  {{A}} - {{B}}  kodea {{code}}  {{url}}',
  stopHint: 'Ctrl-C-k (edo SIGTERM-ek) hub-a gelditzen du; berretsi duen guztia diskoan dago jadanik.',
  published: '{{file}} aldatu da: parekatzeak berriz argitaratzen dira',
  unreadable: '{{file}} aldatu da baina ezin da erabili: {{why}}. Hub-ak bere parekatzeak gordetzen ditu.',
  finished: '{{n}}. txanda, {{table}}. mahaia: partida bukatua, {{team}} irabazle. Partida: {{path}}',
  enter: '  sartzeko: {{command}}',
  stopping: 'Hub-a gelditzen…',
  stopped: 'Hub-a gelditua: berretsi duen guztia diskoan dago.',
  running: '«{{name}}» hub-a: martxan ({{pid}} prozesua) {{since}}-tik: {{url}}',
  notRunning: '«{{name}}» hub-a: gelditua ({{dir}})',
  elsewhere: '«{{name}}» hub-a: beste programa batean martxan ({{pid}} prozesua: aplikazioa), bere helbidea Tournoi pantailan',
  never: 'Ez da oraindik hub-ik abiarazi «{{name}}»-rentzat ({{dir}})',
  silent: 'Hub-aren prozesua martxan dago baina ez du erantzuten {{url}} helbidean: {{why}}',
  slow: 'Hub-aren prozesua martxan dago baina ez du erantzun {{url}} helbidean {{ms}} ms-tan (--timeout {{ms}}): makina kargatu batek edo sare motel batek --timeout luzeago bat behar lezake',
  state: { waiting: 'zain', playing: 'jokoan', finished: 'bukatua' },
  line: '{{table}}. mahaia  {{A}} - {{B}}  kodea {{code}}  {{state}}, {{have}} erregistro',
};

/** The words, by language (a test checks that every language has every key). */
export const HUB_CLI_WORDS: Record<Lang, Words> = { en, fr, es, eu };

/** The words of `mus hub` in a language (memoised, as the command line's other texts: `namespaceT`). */
export const hubCliT: (lang: Lang) => TextOf = namespaceT('hubcli', HUB_CLI_WORDS);
