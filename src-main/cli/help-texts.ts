/**
 * The `mus` command line's help (`--help`, and the usage block after a usage error) in the app's
 * four languages (i18next namespace `help`, as `usage` for the errors' details): French with the
 * Basque table words (the default), Basque, Spanish, English. The English texts are the help as it
 * always read, byte for byte. Every language keeps literal what a person types or a file holds: the
 * command and option names (`settle`, `--lang`), the placeholders of the synopses (`FILE`, `ID`,
 * `R/T`), the values (`fr|eu|es|en`, `round-robin`) and the format names (`mus-match/1`); the lines
 * of the options keep their columns (the meaning at column 22; `table-options.ts` reads an option's
 * lines by them). `{{…}}`: the hub's default port, the box's baud rate, the shared block of the table
 * commands' options (`table-options.ts` `tableUsage`), the command a line names.
 */
import type { Lang } from '../../shared/i18n/index.js';
import { namespaceT } from './labels.js';

const en = {
  main: `usage: mus <command> [options]
  settle [--json[=compact]] [--lang fr|eu|es|en] FILE...   settle mus-deal/1 records ('-' reads JSON Lines from stdin)
  replay [--json] [--lang fr|eu|es|en] MATCH     replay a mus-match/1 record
  replay --deal N [--steps] [--json] [--lang …] MATCH   deal N only (counted from 1); --steps: action by action
  check [--lang fr|eu|es|en] FILE...             validate files and list every problem with its JSON path
  table --port PATH [...]                        a headless table driven by a serial button box
  serve [--players a,b,c,d] [--port N] [...]     a table scored from the players' phones (room display + seat pages)
  library <list|show|export|import|delete|standings|recover> ...   the match library (--lang fr|eu|es|en)
  tournament <create|add-pair|withdraw|reinstate|remove-pair|pair|result|annul|standings|sheet|export|import|check|league> FILE ...   a tournament night (mus-tournament/1)
  hub <start|status> FILE [--host HOST] [--port PORT] [--data-dir DIR]   the night's hub, without the app
Each command takes --help. Errors: the JSON path, the rule, the code, and a sentence in the language of
--lang (default fr). Exit codes: 0 ok, 1 a bad file or an illegal action, 2 a usage error,
70 an internal error (a bug: the message says what failed).
`,
  hub: `usage: mus hub <command> FILE [options]      (FILE: a mus-tournament/1 file)
  start FILE [--host HOST] [--port PORT] [--data-dir DIR] [--no-qr] [--json]
      serve the night's pairings to the tables on the club's network (default 0.0.0.0:{{port}};
      --port 0: any free port); prints each table's join code and QR code; Ctrl-C or SIGTERM stops it
  status FILE [--data-dir DIR] [--timeout MS] [--json]
      is the night's hub running, where, and each table's code and state (exit 0 running, 3 not);
      --timeout: how long to wait for the hub's answer (default 15000 ms)
Every command takes --lang fr|eu|es|en. The hub only reads FILE: \`mus tournament …\` may change it
while the hub runs; a new round is published as soon as the file changes.
Exit codes: 0 ok, 1 a bad file or the hub cannot start, 2 usage, 3 no hub running (status).
`,
  library: `usage: mus library <command> [--data-dir DIR] ...
  list [--status all|in-progress|finished|damaged|empty] [--search TEXT] [--from DATE] [--to DATE] [--oldest] [--json]
  show ID [--json]                         a match: result, deals, where it stands, journal health
  export ID [--out FILE]                   a match as a mus-match/1 file (standard output by default)
  import FILE|- [--allow-duplicate] [--json]   a mus-match/1 file into the library
  delete ID [--confirm TOKEN]              delete a match (without --confirm: shows the token to confirm with)
  standings [--search TEXT] [--from DATE] [--to DATE] [--ids ID,ID...] [--csv] [--out FILE] [--json]
                                           FFMus art. 2 club standings over finished matches
  recover [--json]                         reopen every unfinished match, repair torn last records, report
Every command takes --lang fr|eu|es|en (default fr) for its readable lines; --json and --csv are the
same in every language. The data folder is --data-dir, else $MUS_DATA_DIR, else the user's: on Linux
$XDG_DATA_HOME/mus-table-companion (~/.local/share/mus-table-companion), on macOS ~/Library/Application
Support/mus-table-companion, on Windows %APPDATA%\\mus-table-companion.
`,
  tournament: `usage: mus tournament <command> FILE [options]      (FILE: a mus-tournament/1 file)
  create FILE --name NAME --date YYYY-MM-DD --rounds N [--system round-robin|swiss|updown] [--rules ffmus|pagat|JSON]
  add-pair FILE --id ID --team NAME --players "A,B" [--club CLUB]   register a pair (after round 1: a late entry)
  withdraw FILE --pair ID --who NAME --why TEXT         a pair leaves: paired no more, its results stay
  reinstate FILE --pair ID --who NAME --why TEXT        take a withdrawal back (before the next round is paired)
  remove-pair FILE --pair ID --who NAME --why TEXT      take out a pair added by mistake (before it is paired)
  pair FILE [--system round-robin|swiss|updown] [--json]   pair the next round (tables numbered from 1)
  result FILE --round R --table T --match MATCH.json    a played match (mus-match/1), replayed and embedded
  result FILE --round R --table T --journal ID [--data-dir DIR]   a match of the library, exported and embedded
  result FILE --round R --table T --manches 40-32,12-40,40-38,40-20 --who NAME --why TEXT   typed by hand (side A first)
  result FILE --round R --table T --forfeit PAIR --who NAME --why TEXT   PAIR did not play
  annul FILE --round R --table T --who NAME --why TEXT  take a result back (last round only)
  standings FILE [--csv | --json] [--out OUT]           FFMus art. 2, then head-to-head and Buchholz
  sheet FILE [--round R] [--html] [--out OUT]           the pairing sheet of a round (default: the last)
  export FILE [--out OUT] [--match R/T]                 the checked file (tables' tokens left out), or the match of a table (mus-match/1)
  import SOURCE FILE                                    check SOURCE (every match replayed) and write it as FILE
  check FILE...                                         validate files and list every problem with its JSON path
  league FILE... [--csv] [--out OUT]                    a league: FFMus art. 2 summed by team over the nights' files
Every command takes --lang fr|eu|es|en. Exit codes: 0 ok, 1 a bad file or a refused event, 2 usage.
`,
  table: `usage: mus table (--port PATH | --auto) [options]
{{shared}}  --box PATH         the same as --port PATH (mus serve's name for it)
  --keymap FILE      key map for keypad mode (JSON, docs/button-box.md)
  --debounce MS      same-key bounce window (default: 0 box, 50 keypad)
  --out FILE         write the match record (mus-match/1) after each deal and on exit
  --until-over       exit when the match is won
  --lang L           language of the lines it prints (fr, eu, es, en; default fr)
`,
  serve: `usage: mus serve [options]
{{shared}}  --host H           address to listen on (default 0.0.0.0: the local network)
  --port N           port (default 8080; 0: any free one)
  --data-dir DIR     where the match journal goes (default: the app's data folder)
  --pages DIR        the built pages (default: out/renderer or dist-web of this tree, the one built last; npm run build:web)
  --lang L           language of the room display and of the lines it prints (fr, eu, es, en; default fr)
  --interactive      read « link N » typed in the terminal: a new QR code for seat N, the old
                     link stops working (run it in the foreground; a restart keeps the match)

At start it prints the room display's address, a QR code per seat, and the host page's address
(yours only, never on the TV): a new link for a seat from your phone, with no terminal.
`,
  /** The options `mus table` and `mus serve` share; `{{box}}` is `--port PATH` or `--box PATH` padded to column 22. */
  shared: `  --rules R          preset name (ffmus, pagat), a JSON object, or a .json file (default ffmus)
  --players a,b,..   player names by seat (default: {{seats}}, ...)
  --teams A,B        team names (default A,B)
  --esku N           seat of the first esku (default 0)
  {{box}}serial port of the button box (a pty path works: ptys are never listed)
  --auto             find the box by its hello among the listed ports (and {{boxOption}}, if given)
  --baud N           the box's baud rate (default {{baud}}, 8N1)
  --mode M           box (protocol), keypad (one key name per line), auto (default)
  --quiet            print only {{quiet}}
`,
  quiet: { table: 'deals settled, errors and port events', serve: 'the links and errors' },
  /** After one line of a command's usage: where the whole of it is. */
  everyCommand: '(every command: mus {{command}} --help)',
  everyOption: '(every option: mus {{command}} --help)',
  /** `mus <command>` when this build left the command out (exit 2). */
  notAvailable: 'the {{command}} command is not available in this build',
};

/** A help text, by its key in the `help` namespace. */
export type HelpKey = keyof typeof en;
type HelpMessages = typeof en;

const fr: HelpMessages = {
  main: `usage : mus <commande> [options]
  settle [--json[=compact]] [--lang fr|eu|es|en] FILE...   règle des donnes mus-deal/1 (« - » lit des lignes JSON sur l’entrée standard)
  replay [--json] [--lang fr|eu|es|en] MATCH     rejoue une partie mus-match/1
  replay --deal N [--steps] [--json] [--lang …] MATCH   la donne N seule (comptée à partir de 1) ; --steps : action par action
  check [--lang fr|eu|es|en] FILE...             vérifie des fichiers et liste chaque problème avec son chemin JSON
  table --port PATH [...]                        une table sans écran, menée par un boîtier à boutons série
  serve [--players a,b,c,d] [--port N] [...]     une table comptée depuis les téléphones des joueurs (écran de salle + pages des places)
  library <list|show|export|import|delete|standings|recover> ...   la bibliothèque des parties (--lang fr|eu|es|en)
  tournament <create|add-pair|withdraw|reinstate|remove-pair|pair|result|annul|standings|sheet|export|import|check|league> FILE ...   une soirée de tournoi (mus-tournament/1)
  hub <start|status> FILE [--host HOST] [--port PORT] [--data-dir DIR]   le hub de la soirée, sans l’application
Chaque commande prend --help. Erreurs : le chemin JSON, la règle, le code et une phrase dans la langue de
--lang (fr par défaut). Codes de sortie : 0 ok, 1 un fichier faux ou une action interdite, 2 une erreur d’usage,
70 une erreur interne (un bogue : le message dit ce qui a échoué).
`,
  hub: `usage : mus hub <commande> FILE [options]      (FILE : un fichier mus-tournament/1)
  start FILE [--host HOST] [--port PORT] [--data-dir DIR] [--no-qr] [--json]
      sert les appariements de la soirée aux tables sur le réseau du club (par défaut 0.0.0.0:{{port}} ;
      --port 0 : n’importe quel port libre) ; affiche le code et le QR code de chaque table ; Ctrl-C ou SIGTERM l’arrête
  status FILE [--data-dir DIR] [--timeout MS] [--json]
      le hub de la soirée tourne-t-il, où, et le code et l’état de chaque table (sortie 0 s’il tourne, 3 sinon) ;
      --timeout : combien attendre la réponse du hub (15000 ms par défaut)
Chaque commande prend --lang fr|eu|es|en. Le hub ne fait que lire FILE : \`mus tournament …\` peut le modifier
pendant que le hub tourne ; un nouveau tour est publié dès que le fichier change.
Codes de sortie : 0 ok, 1 un fichier faux ou le hub ne peut pas démarrer, 2 usage, 3 aucun hub ne tourne (status).
`,
  library: `usage : mus library <commande> [--data-dir DIR] ...
  list [--status all|in-progress|finished|damaged|empty] [--search TEXT] [--from DATE] [--to DATE] [--oldest] [--json]
  show ID [--json]                         une partie : résultat, donnes, où elle en est, santé du journal
  export ID [--out FILE]                   une partie en fichier mus-match/1 (sur la sortie standard par défaut)
  import FILE|- [--allow-duplicate] [--json]   un fichier mus-match/1 dans la bibliothèque
  delete ID [--confirm TOKEN]              supprime une partie (sans --confirm : affiche le jeton de confirmation)
  standings [--search TEXT] [--from DATE] [--to DATE] [--ids ID,ID...] [--csv] [--out FILE] [--json]
                                           classement du club FFMus art. 2 sur les parties terminées
  recover [--json]                         rouvre chaque partie inachevée, répare les derniers enregistrements coupés, fait le point
Chaque commande prend --lang fr|eu|es|en (fr par défaut) pour ses lignes lisibles ; --json et --csv sont les
mêmes dans toutes les langues. Le dossier des données est --data-dir, sinon $MUS_DATA_DIR, sinon celui de l’utilisateur :
sous Linux $XDG_DATA_HOME/mus-table-companion (~/.local/share/mus-table-companion), sous macOS ~/Library/Application
Support/mus-table-companion, sous Windows %APPDATA%\\mus-table-companion.
`,
  tournament: `usage : mus tournament <commande> FILE [options]      (FILE : un fichier mus-tournament/1)
  create FILE --name NAME --date YYYY-MM-DD --rounds N [--system round-robin|swiss|updown] [--rules ffmus|pagat|JSON]
  add-pair FILE --id ID --team NAME --players "A,B" [--club CLUB]   inscrit une paire (après le tour 1 : une inscription tardive)
  withdraw FILE --pair ID --who NAME --why TEXT         une paire s’en va : plus appariée, ses résultats restent
  reinstate FILE --pair ID --who NAME --why TEXT        annule un retrait (avant l’appariement du tour suivant)
  remove-pair FILE --pair ID --who NAME --why TEXT      retire une paire ajoutée par erreur (avant qu’elle soit appariée)
  pair FILE [--system round-robin|swiss|updown] [--json]   apparie le tour suivant (tables numérotées à partir de 1)
  result FILE --round R --table T --match MATCH.json    une partie jouée (mus-match/1), rejouée et incluse
  result FILE --round R --table T --journal ID [--data-dir DIR]   une partie de la bibliothèque, exportée et incluse
  result FILE --round R --table T --manches 40-32,12-40,40-38,40-20 --who NAME --why TEXT   saisi à la main (côté A d’abord)
  result FILE --round R --table T --forfeit PAIR --who NAME --why TEXT   PAIR n’a pas joué (forfait)
  annul FILE --round R --table T --who NAME --why TEXT  annule un résultat (dernier tour seulement)
  standings FILE [--csv | --json] [--out OUT]           FFMus art. 2, puis confrontation directe et Buchholz
  sheet FILE [--round R] [--html] [--out OUT]           la feuille d’appariement d’un tour (par défaut : le dernier)
  export FILE [--out OUT] [--match R/T]                 le fichier vérifié (sans les jetons des tables), ou la partie d’une table (mus-match/1)
  import SOURCE FILE                                    vérifie SOURCE (chaque partie rejouée) et l’écrit dans FILE
  check FILE...                                         vérifie des fichiers et liste chaque problème avec son chemin JSON
  league FILE... [--csv] [--out OUT]                    un championnat : FFMus art. 2 additionné par équipe sur les fichiers des soirées
Chaque commande prend --lang fr|eu|es|en. Codes de sortie : 0 ok, 1 un fichier faux ou un événement refusé, 2 usage.
`,
  table: `usage : mus table (--port PATH | --auto) [options]
{{shared}}  --box PATH         comme --port PATH (le nom que lui donne mus serve)
  --keymap FILE      table des touches du mode clavier (JSON, docs/button-box.md)
  --debounce MS      fenêtre de rebond d’une même touche (par défaut : 0 boîtier, 50 clavier)
  --out FILE         écrit l’enregistrement de la partie (mus-match/1) après chaque donne et à la sortie
  --until-over       s’arrête quand la partie est gagnée
  --lang L           langue des lignes affichées (fr, eu, es, en ; fr par défaut)
`,
  serve: `usage : mus serve [options]
{{shared}}  --host H           adresse d’écoute (par défaut 0.0.0.0 : le réseau local)
  --port N           port (par défaut 8080 ; 0 : n’importe quel port libre)
  --data-dir DIR     où va le journal de la partie (par défaut : le dossier des données de l’application)
  --pages DIR        les pages construites (par défaut : out/renderer ou dist-web de cet arbre, le dernier construit ; npm run build:web)
  --lang L           langue de l’écran de salle et des lignes affichées (fr, eu, es, en ; fr par défaut)
  --interactive      lit « link N » tapé dans le terminal : un nouveau QR code pour la place N, l’ancien
                     lien ne marche plus (lancez-le au premier plan ; un redémarrage garde la partie)

Au démarrage, il affiche l’adresse de l’écran de salle, un QR code par place et l’adresse de la page de l’hôte
(pour vous seul, jamais sur la télé) : un nouveau lien pour une place depuis votre téléphone, sans terminal.
`,
  shared: `  --rules R          nom d’un préréglage (ffmus, pagat), un objet JSON ou un fichier .json (ffmus par défaut)
  --players a,b,..   noms des joueurs par place (par défaut : {{seats}}, ...)
  --teams A,B        noms des équipes (A,B par défaut)
  --esku N           place du premier esku (0 par défaut)
  {{box}}port série du boîtier à boutons (un chemin de pty marche : les ptys ne sont jamais listés)
  --auto             trouve le boîtier par son bonjour parmi les ports listés (et {{boxOption}}, s’il est donné)
  --baud N           débit du boîtier en bauds ({{baud}} par défaut, 8N1)
  --mode M           box (protocole), keypad (un nom de touche par ligne), auto (par défaut)
  --quiet            n’affiche que {{quiet}}
`,
  quiet: { table: 'les donnes réglées, les erreurs et les événements du port', serve: 'les liens et les erreurs' },
  everyCommand: '(toutes les commandes : mus {{command}} --help)',
  everyOption: '(toutes les options : mus {{command}} --help)',
  notAvailable: 'la commande {{command}} n’est pas disponible dans cette version',
};

const es: HelpMessages = {
  main: `uso: mus <comando> [opciones]
  settle [--json[=compact]] [--lang fr|eu|es|en] FILE...   cuenta repartos mus-deal/1 («-» lee líneas JSON de la entrada estándar)
  replay [--json] [--lang fr|eu|es|en] MATCH     reproduce una partida mus-match/1
  replay --deal N [--steps] [--json] [--lang …] MATCH   solo el reparto N (contando desde 1); --steps: acción por acción
  check [--lang fr|eu|es|en] FILE...             comprueba archivos y lista cada problema con su ruta JSON
  table --port PATH [...]                        una mesa sin pantalla, llevada por una caja de botones serie
  serve [--players a,b,c,d] [--port N] [...]     una mesa apuntada desde los móviles de los jugadores (pantalla de sala + páginas de los puestos)
  library <list|show|export|import|delete|standings|recover> ...   la biblioteca de partidas (--lang fr|eu|es|en)
  tournament <create|add-pair|withdraw|reinstate|remove-pair|pair|result|annul|standings|sheet|export|import|check|league> FILE ...   una noche de torneo (mus-tournament/1)
  hub <start|status> FILE [--host HOST] [--port PORT] [--data-dir DIR]   el hub de la noche, sin la aplicación
Cada comando admite --help. Errores: la ruta JSON, la regla, el código y una frase en el idioma de
--lang (fr por defecto). Códigos de salida: 0 bien, 1 un archivo erróneo o una acción no permitida, 2 un error de uso,
70 un error interno (un fallo del programa: el mensaje dice qué falló).
`,
  hub: `uso: mus hub <comando> FILE [opciones]      (FILE: un archivo mus-tournament/1)
  start FILE [--host HOST] [--port PORT] [--data-dir DIR] [--no-qr] [--json]
      sirve los emparejamientos de la noche a las mesas en la red del club (por defecto 0.0.0.0:{{port}};
      --port 0: cualquier puerto libre); muestra el código y el código QR de cada mesa; Ctrl-C o SIGTERM lo para
  status FILE [--data-dir DIR] [--timeout MS] [--json]
      si el hub de la noche está en marcha, dónde, y el código y el estado de cada mesa (salida 0 en marcha, 3 si no);
      --timeout: cuánto esperar la respuesta del hub (15000 ms por defecto)
Cada comando admite --lang fr|eu|es|en. El hub solo lee FILE: \`mus tournament …\` puede cambiarlo
mientras el hub está en marcha; una ronda nueva se publica en cuanto cambia el archivo.
Códigos de salida: 0 bien, 1 un archivo erróneo o el hub no puede arrancar, 2 uso, 3 ningún hub en marcha (status).
`,
  library: `uso: mus library <comando> [--data-dir DIR] ...
  list [--status all|in-progress|finished|damaged|empty] [--search TEXT] [--from DATE] [--to DATE] [--oldest] [--json]
  show ID [--json]                         una partida: resultado, repartos, cómo va, estado del diario
  export ID [--out FILE]                   una partida como archivo mus-match/1 (a la salida estándar por defecto)
  import FILE|- [--allow-duplicate] [--json]   un archivo mus-match/1 a la biblioteca
  delete ID [--confirm TOKEN]              borra una partida (sin --confirm: muestra la ficha para confirmar)
  standings [--search TEXT] [--from DATE] [--to DATE] [--ids ID,ID...] [--csv] [--out FILE] [--json]
                                           clasificación del club FFMus art. 2 sobre las partidas terminadas
  recover [--json]                         reabre cada partida sin terminar, repara los últimos registros cortados, informa
Cada comando admite --lang fr|eu|es|en (fr por defecto) para sus líneas legibles; --json y --csv son
iguales en todos los idiomas. La carpeta de datos es --data-dir, si no $MUS_DATA_DIR, si no la del usuario: en Linux
$XDG_DATA_HOME/mus-table-companion (~/.local/share/mus-table-companion), en macOS ~/Library/Application
Support/mus-table-companion, en Windows %APPDATA%\\mus-table-companion.
`,
  tournament: `uso: mus tournament <comando> FILE [opciones]      (FILE: un archivo mus-tournament/1)
  create FILE --name NAME --date YYYY-MM-DD --rounds N [--system round-robin|swiss|updown] [--rules ffmus|pagat|JSON]
  add-pair FILE --id ID --team NAME --players "A,B" [--club CLUB]   inscribe una pareja (tras la ronda 1: una inscripción tardía)
  withdraw FILE --pair ID --who NAME --why TEXT         una pareja se retira: ya no se empareja, sus resultados se quedan
  reinstate FILE --pair ID --who NAME --why TEXT        deshace una retirada (antes de emparejar la ronda siguiente)
  remove-pair FILE --pair ID --who NAME --why TEXT      quita una pareja añadida por error (antes de emparejarla)
  pair FILE [--system round-robin|swiss|updown] [--json]   empareja la ronda siguiente (mesas numeradas desde 1)
  result FILE --round R --table T --match MATCH.json    una partida jugada (mus-match/1), reproducida e incluida
  result FILE --round R --table T --journal ID [--data-dir DIR]   una partida de la biblioteca, exportada e incluida
  result FILE --round R --table T --manches 40-32,12-40,40-38,40-20 --who NAME --why TEXT   tecleado a mano (la pareja A primero)
  result FILE --round R --table T --forfeit PAIR --who NAME --why TEXT   PAIR no jugó (incomparecencia)
  annul FILE --round R --table T --who NAME --why TEXT  anula un resultado (solo la última ronda)
  standings FILE [--csv | --json] [--out OUT]           FFMus art. 2, luego enfrentamiento directo y Buchholz
  sheet FILE [--round R] [--html] [--out OUT]           la hoja de emparejamientos de una ronda (por defecto: la última)
  export FILE [--out OUT] [--match R/T]                 el archivo comprobado (sin las fichas de las mesas), o la partida de una mesa (mus-match/1)
  import SOURCE FILE                                    comprueba SOURCE (cada partida reproducida) y lo escribe como FILE
  check FILE...                                         comprueba archivos y lista cada problema con su ruta JSON
  league FILE... [--csv] [--out OUT]                    una liga: FFMus art. 2 sumado por pareja sobre los archivos de las noches
Cada comando admite --lang fr|eu|es|en. Códigos de salida: 0 bien, 1 un archivo erróneo o un evento rechazado, 2 uso.
`,
  table: `uso: mus table (--port PATH | --auto) [opciones]
{{shared}}  --box PATH         lo mismo que --port PATH (el nombre que le da mus serve)
  --keymap FILE      mapa de teclas del modo teclado (JSON, docs/button-box.md)
  --debounce MS      ventana de rebote de una misma tecla (por defecto: 0 caja, 50 teclado)
  --out FILE         escribe el registro de la partida (mus-match/1) tras cada reparto y al salir
  --until-over       sale cuando la partida está ganada
  --lang L           idioma de las líneas que escribe (fr, eu, es, en; fr por defecto)
`,
  serve: `uso: mus serve [opciones]
{{shared}}  --host H           dirección de escucha (por defecto 0.0.0.0: la red local)
  --port N           puerto (por defecto 8080; 0: cualquiera libre)
  --data-dir DIR     dónde va el diario de la partida (por defecto: la carpeta de datos de la aplicación)
  --pages DIR        las páginas construidas (por defecto: out/renderer o dist-web de este árbol, la última construida; npm run build:web)
  --lang L           idioma de la pantalla de sala y de las líneas que escribe (fr, eu, es, en; fr por defecto)
  --interactive      lee «link N» tecleado en el terminal: un código QR nuevo para el puesto N, el enlace
                     antiguo deja de funcionar (láncelo en primer plano; un reinicio conserva la partida)

Al arrancar escribe la dirección de la pantalla de sala, un código QR por puesto y la dirección de la página del anfitrión
(solo para usted, nunca en la tele): un enlace nuevo para un puesto desde su móvil, sin terminal.
`,
  shared: `  --rules R          nombre de un ajuste (ffmus, pagat), un objeto JSON o un archivo .json (ffmus por defecto)
  --players a,b,..   nombres de los jugadores por puesto (por defecto: {{seats}}, ...)
  --teams A,B        nombres de las parejas (A,B por defecto)
  --esku N           puesto de la primera mano (0 por defecto)
  {{box}}puerto serie de la caja de botones (vale la ruta de un pty: los ptys nunca se listan)
  --auto             busca la caja por su saludo entre los puertos listados (y {{boxOption}}, si se da)
  --baud N           velocidad de la caja en baudios ({{baud}} por defecto, 8N1)
  --mode M           box (protocolo), keypad (un nombre de tecla por línea), auto (por defecto)
  --quiet            escribe solo {{quiet}}
`,
  quiet: { table: 'los repartos contados, los errores y los eventos del puerto', serve: 'los enlaces y los errores' },
  everyCommand: '(todos los comandos: mus {{command}} --help)',
  everyOption: '(todas las opciones: mus {{command}} --help)',
  notAvailable: 'el comando {{command}} no está disponible en esta versión',
};

const eu: HelpMessages = {
  main: `erabilera: mus <komandoa> [aukerak]
  settle [--json[=compact]] [--lang fr|eu|es|en] FILE...   mus-deal/1 eskuak kontatzen ditu («-»: JSON lerroak sarrera estandarretik)
  replay [--json] [--lang fr|eu|es|en] MATCH     mus-match/1 partida bat berriro jokatzen du
  replay --deal N [--steps] [--json] [--lang …] MATCH   N. eskua bakarrik (1etik kontatuta); --steps: ekintzaz ekintza
  check [--lang fr|eu|es|en] FILE...             fitxategiak egiaztatzen ditu eta arazo bakoitza bere JSON bidearekin zerrendatzen du
  table --port PATH [...]                        pantailarik gabeko mahai bat, serieko botoi-kutxa batek eramana
  serve [--players a,b,c,d] [--port N] [...]     jokalarien telefonoetatik kontatutako mahai bat (aretoko pantaila + lekuen orriak)
  library <list|show|export|import|delete|standings|recover> ...   partiden liburutegia (--lang fr|eu|es|en)
  tournament <create|add-pair|withdraw|reinstate|remove-pair|pair|result|annul|standings|sheet|export|import|check|league> FILE ...   txapelketa gau bat (mus-tournament/1)
  hub <start|status> FILE [--host HOST] [--port PORT] [--data-dir DIR]   gaueko hub-a, aplikaziorik gabe
Komando bakoitzak --help hartzen du. Erroreak: JSON bidea, araua, kodea eta esaldi bat --lang aukeraren
hizkuntzan (lehenetsia fr). Irteera kodeak: 0 ongi, 1 fitxategi okerra edo ekintza debekatua, 2 erabilera errorea,
70 barneko errorea (akats bat: mezuak zer huts egin duen dio).
`,
  hub: `erabilera: mus hub <komandoa> FILE [aukerak]      (FILE: mus-tournament/1 fitxategi bat)
  start FILE [--host HOST] [--port PORT] [--data-dir DIR] [--no-qr] [--json]
      gaueko parekatzeak klubaren sareko mahaiei zerbitzatzen dizkie (lehenetsia 0.0.0.0:{{port}};
      --port 0: edozein ataka libre); mahai bakoitzaren sartzeko kodea eta QR kodea erakusten ditu; Ctrl-C edo SIGTERM-ek gelditzen du
  status FILE [--data-dir DIR] [--timeout MS] [--json]
      gaueko hub-a martxan dagoen, non, eta mahai bakoitzaren kodea eta egoera (irteera 0 martxan, 3 ez);
      --timeout: hub-aren erantzunaren zain zenbat egon (lehenetsia 15000 ms)
Komando bakoitzak --lang fr|eu|es|en hartzen du. Hub-ak FILE irakurri baino ez du egiten: \`mus tournament …\` komandoak alda dezake
hub-a martxan dagoen bitartean; txanda berri bat argitaratzen da fitxategia aldatu bezain laster.
Irteera kodeak: 0 ongi, 1 fitxategi okerra edo hub-a ezin da abiatu, 2 erabilera, 3 hub-ik ez martxan (status).
`,
  library: `erabilera: mus library <komandoa> [--data-dir DIR] ...
  list [--status all|in-progress|finished|damaged|empty] [--search TEXT] [--from DATE] [--to DATE] [--oldest] [--json]
  show ID [--json]                         partida bat: emaitza, eskuak, non dagoen, egunkariaren osasuna
  export ID [--out FILE]                   partida bat mus-match/1 fitxategi gisa (irteera estandarrera lehenetsita)
  import FILE|- [--allow-duplicate] [--json]   mus-match/1 fitxategi bat liburutegira
  delete ID [--confirm TOKEN]              partida bat ezabatzen du (--confirm gabe: berresteko tokena erakusten du)
  standings [--search TEXT] [--from DATE] [--to DATE] [--ids ID,ID...] [--csv] [--out FILE] [--json]
                                           klubaren FFMus art. 2 sailkapena bukatutako partidetan
  recover [--json]                         bukatu gabeko partida guztiak berriz irekitzen ditu, azken erregistro etenak konpontzen ditu, txostena ematen du
Komando bakoitzak --lang fr|eu|es|en hartzen du (lehenetsia fr) bere lerro irakurgarrietarako; --json eta --csv
berdinak dira hizkuntza guztietan. Datuen karpeta --data-dir da, bestela $MUS_DATA_DIR, bestela erabiltzailearena: Linux-en
$XDG_DATA_HOME/mus-table-companion (~/.local/share/mus-table-companion), macOS-en ~/Library/Application
Support/mus-table-companion, Windows-en %APPDATA%\\mus-table-companion.
`,
  tournament: `erabilera: mus tournament <komandoa> FILE [aukerak]      (FILE: mus-tournament/1 fitxategi bat)
  create FILE --name NAME --date YYYY-MM-DD --rounds N [--system round-robin|swiss|updown] [--rules ffmus|pagat|JSON]
  add-pair FILE --id ID --team NAME --players "A,B" [--club CLUB]   bikote bat izena ematen du (1. txandaren ondoren: izen-emate berantiarra)
  withdraw FILE --pair ID --who NAME --why TEXT         bikote bat badoa: ez da gehiago parekatzen, bere emaitzak geratzen dira
  reinstate FILE --pair ID --who NAME --why TEXT        erretiratze bat desegiten du (hurrengo txanda parekatu aurretik)
  remove-pair FILE --pair ID --who NAME --why TEXT      akatsez gehitutako bikote bat kentzen du (parekatu aurretik)
  pair FILE [--system round-robin|swiss|updown] [--json]   hurrengo txanda parekatzen du (mahaiak 1etik zenbatuta)
  result FILE --round R --table T --match MATCH.json    jokatutako partida bat (mus-match/1), berriro jokatua eta barneratua
  result FILE --round R --table T --journal ID [--data-dir DIR]   liburutegiko partida bat, esportatua eta barneratua
  result FILE --round R --table T --manches 40-32,12-40,40-38,40-20 --who NAME --why TEXT   eskuz idatzia (A aldea lehenik)
  result FILE --round R --table T --forfeit PAIR --who NAME --why TEXT   PAIR ez da jokatzera agertu
  annul FILE --round R --table T --who NAME --why TEXT  emaitza bat atzera botatzen du (azken txandan bakarrik)
  standings FILE [--csv | --json] [--out OUT]           FFMus art. 2, gero aurrez aurrekoak eta Buchholz
  sheet FILE [--round R] [--html] [--out OUT]           txanda baten parekatze orria (lehenetsia: azkena)
  export FILE [--out OUT] [--match R/T]                 egiaztatutako fitxategia (mahaien tokenik gabe), edo mahai baten partida (mus-match/1)
  import SOURCE FILE                                    SOURCE egiaztatzen du (partida guztiak berriro jokatuta) eta FILE gisa idazten du
  check FILE...                                         fitxategiak egiaztatzen ditu eta arazo bakoitza bere JSON bidearekin zerrendatzen du
  league FILE... [--csv] [--out OUT]                    liga bat: FFMus art. 2 taldeka batuta gauetako fitxategien gainean
Komando bakoitzak --lang fr|eu|es|en hartzen du. Irteera kodeak: 0 ongi, 1 fitxategi okerra edo gertaera ukatua, 2 erabilera.
`,
  table: `erabilera: mus table (--port PATH | --auto) [aukerak]
{{shared}}  --box PATH         --port PATH bera (mus serve komandoak ematen dion izena)
  --keymap FILE      teklatu moduko teklen mapa (JSON, docs/button-box.md)
  --debounce MS      tekla beraren errebote leihoa (lehenetsia: 0 kutxa, 50 teklatua)
  --out FILE         partidaren erregistroa (mus-match/1) idazten du esku bakoitzaren ondoren eta irtetean
  --until-over       partida irabazten denean irteten da
  --lang L           idazten dituen lerroen hizkuntza (fr, eu, es, en; lehenetsia fr)
`,
  serve: `erabilera: mus serve [aukerak]
{{shared}}  --host H           entzuteko helbidea (lehenetsia 0.0.0.0: sare lokala)
  --port N           ataka (lehenetsia 8080; 0: edozein libre)
  --data-dir DIR     partidaren egunkaria non doan (lehenetsia: aplikazioaren datuen karpeta)
  --pages DIR        eraikitako orriak (lehenetsia: zuhaitz honetako out/renderer edo dist-web, azkena eraikia; npm run build:web)
  --lang L           aretoko pantailaren eta idazten dituen lerroen hizkuntza (fr, eu, es, en; lehenetsia fr)
  --interactive      terminalean idatzitako «link N» irakurtzen du: QR kode berri bat N lekurako, esteka
                     zaharrak ez du gehiago balio (exekutatu aurreko planoan; berrabiatzeak partida gordetzen du)

Abiatzean aretoko pantailaren helbidea, leku bakoitzeko QR kode bat eta ostalariaren orriaren helbidea idazten ditu
(zuretzat bakarrik, inoiz ez telebistan): leku baterako esteka berri bat zure telefonotik, terminalik gabe.
`,
  shared: `  --rules R          aurrezarpen baten izena (ffmus, pagat), JSON objektu bat edo .json fitxategi bat (lehenetsia ffmus)
  --players a,b,..   jokalarien izenak lekuka (lehenetsia: {{seats}}, ...)
  --teams A,B        taldeen izenak (lehenetsia A,B)
  --esku N           lehen eskuaren lekua (lehenetsia 0)
  {{box}}botoi-kutxaren serieko ataka (pty baten bidea ere balio du: pty-ak ez dira inoiz zerrendatzen)
  --auto             kutxa bere agurragatik bilatzen du zerrendatutako ataken artean (eta {{boxOption}}, emana bada)
  --baud N           kutxaren baud abiadura (lehenetsia {{baud}}, 8N1)
  --mode M           box (protokoloa), keypad (tekla izen bat lerroko), auto (lehenetsia)
  --quiet            {{quiet}} bakarrik idazten ditu
`,
  quiet: { table: 'kontatutako eskuak, erroreak eta atakaren gertaerak', serve: 'estekak eta erroreak' },
  everyCommand: '(komando guztiak: mus {{command}} --help)',
  everyOption: '(aukera guztiak: mus {{command}} --help)',
  notAvailable: '{{command}} komandoa ez dago eskuragarri bertsio honetan',
};

/** The four languages' help, for the tests that compare them (same options named, nothing left in English). */
export const HELP_TEXTS: Readonly<Record<Lang, HelpMessages>> = { en, fr, es, eu };

/** The `mus` command line's help in a language (memoised: the same key and parameters give the same text). */
export const helpT = namespaceT('help', { en, fr, es, eu });

/** The usage line's first word in a language (`usage:`, `usage :`…), as each help text starts with it. */
export const usageWord = (lang: Lang): string => /^\S+(?: :)?/.exec(HELP_TEXTS[lang].main)?.[0] ?? 'usage:';
