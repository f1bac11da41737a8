/**
 * Engine, input and file errors in the table's language. The codes are the closed list of
 * `shared/errors/`; this turns a code into a sentence in French (with the Basque table words), Basque, Spanish or English, and adds what
 * the screen knows: the player and the card row at fault as the screen shows them, and what may be
 * said instead. No JSON path is ever put in these sentences: where a file is checked, the caller shows
 * the path beside the sentence.
 */
import type { EngineError } from '../types.js';
import type { CodeOf, ErrorCode, ErrorNamespace } from '../errors/index.js';
import type { Lang } from './index.js';

/** What the screen adds to an error: names as it shows them. All optional. */
export interface ErrorScene {
  /** The player the error is about (a hand's owner), e.g. "Maite (place 2)". */
  player?: string;
  /** The card row in that hand, 1 to 4. */
  row?: number;
  /** Who is to speak now, e.g. "Battitt (place 3)". */
  who?: string;
  /** The phase now, as the screen names it, e.g. "Haundia (grand)". */
  phase?: string;
  /** What may be said now, as the screen's buttons say it, e.g. "paso, imido, hordago". */
  allowed?: string;
}

/**
 * Namespaces whose codes all say their namespace's sentence (`journal/_` …): the app's plumbing
 * (files, storage, the box, the network, the judge's requests), where the screen shows the English
 * message beside the sentence.
 */
type NamespaceSentenceOnly =
  | 'schema' | 'import' | 'library' | 'journal' | 'judge' | 'box' | 'serial' | 'keymap' | 'sim'
  | 'share' | 'display' | 'bridge' | 'ipc' | 'print' | 'tournament';

/** Codes that say their namespace's sentence (or the general one) rather than one of their own. */
type GenericCode = CodeOf<NamespaceSentenceOnly> | 'format/not-text';

/** Every other code: it has a sentence of its own in each language, or `tsc` fails. */
export type SentenceCode = Exclude<ErrorCode, GenericCode>;

/** One language's sentences: one per {@link SentenceCode}, the namespaces' fallbacks (`action/_` …) and the general one (`_`). */
type Texts = Record<SentenceCode, string> & Partial<Record<`${ErrorNamespace}/_`, string>> & { _: string };

/** The code's sentence, by language (`_` keys: the namespace's fallback). */
const FR: Texts = {
  'input/biak-imido-not-answer': 'Le biak imido ouvre le grand et le petit : ce n’est pas une réponse (gehiago, ou biak hordago)',
  'record/bad-actions': 'Les coups d’une donne forment une liste',
  'record/bad-deal': 'Une donne est un objet {actions, hands}',
  'record/bad-deals': 'Les donnes d’une partie forment une liste',
  'record/bad-esku': 'Cet esku n’est pas une place de la table',
  'record/bad-format': 'Ce n’est pas un fichier mus-deal/1 ni mus-match/1',
  'record/bad-json': 'Cette ligne n’est pas du JSON valable',
  'record/bad-score': 'Ce score n’est pas un nombre de tantos de la manche',
  'record/not-an-object': 'Le fichier doit être un objet JSON',
  'rules/bad-option': 'Cette option de règles n’est pas permise',
  'rules/unknown-preset': 'Ce jeu de règles n’est pas connu (ffmus, pagat)',
  'session/failed': 'La table n’a pas pu enregistrer ce coup : rien n’a changé',
  'session/no-match': 'Aucune partie en cours : commencez-en une',
  'setup/bad-esku': 'Le donneur doit être une place de la table',
  'setup/refused': 'La partie n’a pas pu commencer : rien n’a changé',
  'format/bad-json': 'Ce n’est pas du JSON valable',
  'format/bad-utf8': 'Le fichier n’est pas en UTF-8',
  'format/too-deep': 'Le fichier est imbriqué trop profondément',
  'format/too-large': 'Le fichier est trop gros',
  'format/unknown-field': 'Ce champ n’existe pas dans le format (une extension commence par x-)',
  'format/_': 'Le fichier ne peut pas être lu',
  'schema/_': 'Ce champ n’a pas la forme attendue',
  'import/_': 'Ce fichier ne peut pas entrer dans la bibliothèque',
  'library/_': 'La bibliothèque n’a pas pu faire cela',
  'journal/_': 'Le journal de la partie n’a pas pu être écrit ou lu',
  'judge/_': 'Cette correction n’est pas possible',
  'box/_': 'Le boîtier n’a pas pu faire cela',
  'serial/_': 'Le port série a refusé',
  'keymap/_': 'Le fichier de touches n’est pas valable',
  'share/_': 'Le partage de l’écran n’a pas pu se faire',
  'display/_': 'L’écran de salle n’a pas pu s’ouvrir',
  'bridge/_': 'Cette fenêtre ne peut que montrer la partie',
  'ipc/_': 'L’application a refusé cette demande',
  'action/bad-act': 'Ce coup n’existe pas au mus',
  'action/bad-amount': 'Ce montant n’est pas valable',
  'action/bad-field': 'Une donnée de ce coup n’est pas valable',
  'action/bad-phase': 'Ce coup ne se dit pas dans cette phase',
  'action/bad-seat': 'Cette place n’existe pas à cette table',
  'action/bet-already-open': 'Une mise est déjà posée : on peut relancer (gehiago), pas ouvrir',
  'action/bet-too-small': 'Une ouverture (imido) vaut au moins 2',
  'action/biak-not-grande': 'Le biak se dit au grand seulement',
  'action/deal-over': 'La manche est déjà gagnée dans cette donne : plus rien ne se dit',
  'action/dialogue-over': 'Le dialogue est fini : on montre les cartes',
  'action/discards-pending': 'Tout le monde est mus : chacun écarte d’abord',
  'action/malformed': 'Ce coup est mal écrit',
  'action/misdeal-before-play': 'Avant le jeu, une erreur de distribution fait redonner (art. 4)',
  'action/mus-round-open': 'Le tour de mus n’est pas fini',
  'action/must-answer': 'Une mise attend sa réponse : iduki, tira, gehiago ou hordago',
  'action/must-answer-ordago': 'Un hordago attend sa réponse : kanta ou tira',
  'action/must-declare': 'D’abord chacun dit ba ou ez',
  'action/no-bet-to-raise': 'Personne n’a misé : on ouvre (imido), on ne relance pas',
  'action/not-a-holder': 'Ce joueur a dit ez : il ne mise pas pour son partenaire',
  'action/not-declaring': 'Le tour de ba/ez est fini',
  'action/not-discarding': 'On n’écarte qu’après un mus de tous',
  'action/not-your-turn': 'Ce n’est pas à ce joueur de parler',
  'action/nothing-to-answer': 'Personne n’a misé : il n’y a rien à tenir ni à refuser',
  'action/raise-too-small': 'Cette relance est trop petite',
  'action/seat-out': 'Ce joueur est déjà hors jeu dans cette donne',
  'action/team-out': 'C’est le dernier joueur de son équipe : il ne peut pas sortir',
  'action/wrong-phase': 'Ce coup ne se dit pas maintenant',
  'action/_': 'Ce coup n’est pas permis maintenant',
  'hands/bad-card': 'Cette carte n’existe pas dans le jeu espagnol',
  'hands/duplicate-card': 'Cette carte est déjà dans une autre main',
  'hands/fifth-card': 'Une main a quatre cartes',
  'hands/malformed': 'Ces mains sont mal écrites',
  'hands/missing-card': 'Il manque des cartes : une main en a quatre',
  'hands/not-a-list': 'Une main est une liste de quatre cartes',
  'hands/too-many-of-a-kind': 'Le jeu n’a que quatre cartes de ce chiffre',
  'hands/wrong-count': 'Il faut une main par place',
  'hands/_': 'Ces cartes ne sont pas possibles',
  'input/amount-too-long': 'Un montant a au plus deux chiffres',
  'input/match-over': 'La partie est finie',
  'input/no-amount': 'Tapez d’abord un montant',
  'input/no-count': 'Tapez combien de cartes (1-4), puis d',
  'input/nobody-speaks': 'Personne n’a la parole maintenant',
  'input/not-a-card': 'Ce n’est pas une carte : 1-7, puis S C R',
  'input/not-showdown': 'Les cartes se tapent à l’abattage',
  'input/not-your-turn': 'Ce joueur ne peut pas parler maintenant',
  'input/nothing-to-erase': 'Aucune carte tapée',
  'input/nothing-to-redo': 'Rien à rétablir',
  'input/nothing-to-undo': 'Rien à annuler : c’est le début de la partie',
  'input/showdown': 'Le dialogue est fini : tapez les cartes montrées',
  'input/unknown': 'Touche inconnue',
  'input/_': 'Cette touche ne fait rien maintenant',
  'match/not-at-showdown': 'Les cartes se montrent quand le dialogue est fini',
  'match/over': 'La partie est finie',
  'match/_': 'La partie ne permet pas cela',
  'record/_': 'Le fichier n’a pas la forme d’une donne ou d’une partie',
  'record/deal-unfinished': 'Une donne s’arrête avant la fin et une autre la suit',
  'record/esku-mismatch': 'L’esku de cette donne ne suit pas la précédente',
  'record/match-over': 'La partie était déjà gagnée : aucune donne ne suit',
  'record/missing-hands': 'Cette donne est allée à l’abattage : il faut les mains montrées',
  'record/score-mismatch': 'Le score donné ne suit pas les donnes précédentes',
  'rules/_': 'Ces règles ne sont pas connues',
  'session/_': 'La table n’a pas pu enregistrer ce coup : rien n’a changé',
  'setup/_': 'La partie ne peut pas commencer ainsi',
  'setup/bad-players': 'Il faut un nom par place',
  _: 'Ce n’est pas possible',
};

const EN: Texts = {
  'input/biak-imido-not-answer': 'A biak imido opens grande and chica: it is not an answer (gehiago, or biak hordago)',
  'record/bad-actions': 'A deal’s actions are a list',
  'record/bad-deal': 'A deal is an object {actions, hands}',
  'record/bad-deals': 'A match’s deals are a list',
  'record/bad-esku': 'This esku is not a seat of the table',
  'record/bad-format': 'This is neither a mus-deal/1 nor a mus-match/1 file',
  'record/bad-json': 'This line is not valid JSON',
  'record/bad-score': 'This score is not a number of tantos of the manche',
  'record/not-an-object': 'The file must be a JSON object',
  'rules/bad-option': 'This rules option is not allowed',
  'rules/unknown-preset': 'These rules are not known (ffmus, pagat)',
  'session/failed': 'The table could not record this: nothing changed',
  'session/no-match': 'No match in progress: start one',
  'setup/bad-esku': 'The dealer must be a seat of the table',
  'setup/refused': 'The match could not start: nothing changed',
  'format/bad-json': 'This is not valid JSON',
  'format/bad-utf8': 'The file is not UTF-8',
  'format/too-deep': 'The file is nested too deep',
  'format/too-large': 'The file is too large',
  'format/unknown-field': 'The format has no such field (an extension starts with x-)',
  'format/_': 'The file cannot be read',
  'schema/_': 'This field is not shaped as expected',
  'import/_': 'This file cannot go into the library',
  'library/_': 'The library could not do this',
  'journal/_': 'The match journal could not be written or read',
  'judge/_': 'This correction is not possible',
  'box/_': 'The box could not do this',
  'serial/_': 'The serial port refused',
  'keymap/_': 'The key map file is not valid',
  'share/_': 'The screen could not be shared',
  'display/_': 'The room display could not open',
  'bridge/_': 'This window can only show the match',
  'ipc/_': 'The app refused this request',
  'action/bad-act': 'There is no such word in mus',
  'action/bad-amount': 'This amount is not valid',
  'action/bad-field': 'Part of this word is not valid',
  'action/bad-phase': 'This is not said in this phase',
  'action/bad-seat': 'There is no such seat at this table',
  'action/bet-already-open': 'A bet already stands: raise it (gehiago), do not open',
  'action/bet-too-small': 'An opening bet (imido) is at least 2',
  'action/biak-not-grande': 'Biak is said at grande only',
  'action/deal-over': 'The manche is already won in this deal: nothing more is said',
  'action/dialogue-over': 'The dialogue is over: the cards are shown',
  'action/discards-pending': 'Everyone went mus: each player discards first',
  'action/malformed': 'This word is badly written',
  'action/misdeal-before-play': 'Before play, a misdeal means a new deal (art. 4)',
  'action/mus-round-open': 'The mus round is not over',
  'action/must-answer': 'A bet waits for its answer: iduki, tira, gehiago or hordago',
  'action/must-answer-ordago': 'A hordago waits for its answer: kanta or tira',
  'action/must-declare': 'First everyone says ba or ez',
  'action/no-bet-to-raise': 'Nobody has bet: open (imido), do not raise',
  'action/not-a-holder': 'This player said ez: no betting for the partner',
  'action/not-declaring': 'The ba/ez round is over',
  'action/not-discarding': 'Discards come only after everyone went mus',
  'action/not-your-turn': 'It is not this player’s turn',
  'action/nothing-to-answer': 'Nobody has bet: there is nothing to see or refuse',
  'action/raise-too-small': 'This raise is too small',
  'action/seat-out': 'This player is already out of this deal',
  'action/team-out': 'This is the last player of the team: they cannot go out',
  'action/wrong-phase': 'This is not said now',
  'action/_': 'This is not allowed now',
  'hands/bad-card': 'There is no such card in the Spanish deck',
  'hands/duplicate-card': 'This card is already in another hand',
  'hands/fifth-card': 'A hand has four cards',
  'hands/malformed': 'These hands are badly written',
  'hands/missing-card': 'Cards are missing: a hand has four',
  'hands/not-a-list': 'A hand is a list of four cards',
  'hands/too-many-of-a-kind': 'The deck has only four cards of this number',
  'hands/wrong-count': 'One hand per seat is needed',
  'hands/_': 'These cards are not possible',
  'input/amount-too-long': 'An amount has at most two digits',
  'input/match-over': 'The match is over',
  'input/no-amount': 'Type an amount first',
  'input/no-count': 'Type how many cards (1-4), then d',
  'input/nobody-speaks': 'Nobody is to speak now',
  'input/not-a-card': 'Not a card: 1-7, then S C R',
  'input/not-showdown': 'Cards are typed at the showdown',
  'input/not-your-turn': 'This player cannot speak now',
  'input/nothing-to-erase': 'No card typed',
  'input/nothing-to-redo': 'Nothing to redo',
  'input/nothing-to-undo': 'Nothing to undo: this is the start of the match',
  'input/showdown': 'The dialogue is over: type the cards shown',
  'input/unknown': 'Unknown key',
  'input/_': 'This key does nothing now',
  'match/not-at-showdown': 'The cards are shown when the dialogue is over',
  'match/over': 'The match is over',
  'match/_': 'The match does not allow this',
  'record/_': 'The file is not shaped like a deal or a match',
  'record/deal-unfinished': 'A deal stops before its end and another follows',
  'record/esku-mismatch': 'The esku of this deal does not follow the one before',
  'record/match-over': 'The match was already won: no deal follows',
  'record/missing-hands': 'This deal reached the showdown: the hands shown are needed',
  'record/score-mismatch': 'The score given does not follow the deals before',
  'rules/_': 'These rules are not known',
  'session/_': 'The table could not record this: nothing changed',
  'setup/_': 'The match cannot start like this',
  'setup/bad-players': 'One name per seat is needed',
  _: 'This is not possible',
};

const ES: Texts = {
  'input/biak-imido-not-answer': 'El envite a las dos abre grande y chica: no es una respuesta (más, u órdago a las dos)',
  'record/bad-actions': 'Las jugadas de una mano forman una lista',
  'record/bad-deal': 'Una mano es un objeto {actions, hands}',
  'record/bad-deals': 'Las manos de una partida forman una lista',
  'record/bad-esku': 'Esa mano no es un puesto de la mesa',
  'record/bad-format': 'No es un archivo mus-deal/1 ni mus-match/1',
  'record/bad-json': 'Esta línea no es un JSON válido',
  'record/bad-score': 'Ese tanteo no es un número de piedras del juego',
  'record/not-an-object': 'El archivo debe ser un objeto JSON',
  'rules/bad-option': 'Esa opción de reglas no está permitida',
  'rules/unknown-preset': 'Esas reglas no se conocen (ffmus, pagat)',
  'session/failed': 'La mesa no pudo guardar esto: nada ha cambiado',
  'session/no-match': 'No hay partida en curso: empiece una',
  'setup/bad-esku': 'El que reparte debe ser un puesto de la mesa',
  'setup/refused': 'La partida no pudo empezar: nada ha cambiado',
  'format/bad-json': 'No es un JSON válido',
  'format/bad-utf8': 'El archivo no está en UTF-8',
  'format/too-deep': 'El archivo está anidado demasiado hondo',
  'format/too-large': 'El archivo es demasiado grande',
  'format/unknown-field': 'Ese campo no existe en el formato (una extensión empieza por x-)',
  'format/_': 'El archivo no se puede leer',
  'schema/_': 'Ese campo no tiene la forma esperada',
  'import/_': 'Este archivo no puede entrar en la biblioteca',
  'library/_': 'La biblioteca no pudo hacerlo',
  'journal/_': 'El diario de la partida no se pudo escribir ni leer',
  'judge/_': 'Esta corrección no es posible',
  'box/_': 'La botonera no pudo hacerlo',
  'serial/_': 'El puerto serie lo rechazó',
  'keymap/_': 'El archivo de teclas no es válido',
  'share/_': 'No se pudo compartir la pantalla',
  'display/_': 'No se pudo abrir la pantalla de sala',
  'bridge/_': 'Esta ventana solo puede mostrar la partida',
  'ipc/_': 'La aplicación rechazó esta petición',
  'action/bad-act': 'Esa jugada no existe en el mus',
  'action/bad-amount': 'Esa cantidad no vale',
  'action/bad-field': 'Un dato de esta jugada no vale',
  'action/bad-phase': 'Esto no se dice en este lance',
  'action/bad-seat': 'Ese puesto no existe en esta mesa',
  'action/bet-already-open': 'Ya hay un envite: se sube (más), no se abre',
  'action/bet-too-small': 'Un envite vale al menos 2',
  'action/biak-not-grande': 'El envite a las dos se dice solo a la grande',
  'action/deal-over': 'El juego ya está ganado en esta mano: no se dice nada más',
  'action/dialogue-over': 'Los envites han terminado: se muestran las cartas',
  'action/discards-pending': 'Todos han pedido mus: primero se descarta',
  'action/malformed': 'Esta jugada está mal escrita',
  'action/misdeal-before-play': 'Antes de jugar, un error de reparto obliga a repartir de nuevo (art. 4)',
  'action/mus-round-open': 'La vuelta de mus no ha terminado',
  'action/must-answer': 'Un envite espera respuesta: quiero, no quiero, más u órdago',
  'action/must-answer-ordago': 'Un órdago espera respuesta: quiero o no quiero',
  'action/must-declare': 'Primero cada uno dice si tiene o no',
  'action/no-bet-to-raise': 'Nadie ha envidado: se abre (envido), no se sube',
  'action/not-a-holder': 'Este jugador dijo que no: no envida por su compañero',
  'action/not-declaring': 'La vuelta de sí/no ha terminado',
  'action/not-discarding': 'Solo se descarta cuando todos piden mus',
  'action/not-your-turn': 'No le toca hablar a este jugador',
  'action/nothing-to-answer': 'Nadie ha envidado: no hay nada que querer ni rechazar',
  'action/raise-too-small': 'Esa subida es demasiado pequeña',
  'action/seat-out': 'Este jugador ya está fuera de esta mano',
  'action/team-out': 'Es el último jugador de su pareja: no puede salir',
  'action/wrong-phase': 'Esto no se dice ahora',
  'action/_': 'Esto no está permitido ahora',
  'hands/bad-card': 'Esa carta no existe en la baraja española',
  'hands/duplicate-card': 'Esa carta ya está en otra mano',
  'hands/fifth-card': 'Una mano tiene cuatro cartas',
  'hands/malformed': 'Estas manos están mal escritas',
  'hands/missing-card': 'Faltan cartas: una mano tiene cuatro',
  'hands/not-a-list': 'Una mano es una lista de cuatro cartas',
  'hands/too-many-of-a-kind': 'La baraja solo tiene cuatro cartas de ese número',
  'hands/wrong-count': 'Hace falta una mano por puesto',
  'hands/_': 'Esas cartas no son posibles',
  'input/amount-too-long': 'Una cantidad tiene como mucho dos cifras',
  'input/match-over': 'La partida ha terminado',
  'input/no-amount': 'Teclee primero una cantidad',
  'input/no-count': 'Teclee cuántas cartas (1-4), luego d',
  'input/nobody-speaks': 'Ahora no habla nadie',
  'input/not-a-card': 'No es una carta: 1-7, luego S C R',
  'input/not-showdown': 'Las cartas se teclean en el recuento',
  'input/not-your-turn': 'Este jugador no puede hablar ahora',
  'input/nothing-to-erase': 'No hay ninguna carta tecleada',
  'input/nothing-to-redo': 'Nada que rehacer',
  'input/nothing-to-undo': 'Nada que deshacer: es el comienzo de la partida',
  'input/showdown': 'Los envites han terminado: teclee las cartas mostradas',
  'input/unknown': 'Tecla desconocida',
  'input/_': 'Esta tecla no hace nada ahora',
  'match/not-at-showdown': 'Las cartas se muestran cuando terminan los envites',
  'match/over': 'La partida ha terminado',
  'match/_': 'La partida no permite esto',
  'record/_': 'El archivo no tiene la forma de una mano o de una partida',
  'record/deal-unfinished': 'Una mano se para antes de terminar y la sigue otra',
  'record/esku-mismatch': 'La mano de esta ronda no sigue a la anterior',
  'record/match-over': 'La partida ya estaba ganada: no sigue ninguna mano',
  'record/missing-hands': 'Esta mano llegó al recuento: faltan las cartas mostradas',
  'record/score-mismatch': 'El tanteo dado no sigue a las manos anteriores',
  'rules/_': 'Esas reglas no se conocen',
  'session/_': 'La mesa no pudo guardar esto: nada ha cambiado',
  'setup/_': 'La partida no puede empezar así',
  'setup/bad-players': 'Hace falta un nombre por puesto',
  _: 'Esto no es posible',
};

const EU: Texts = {
  'input/biak-imido-not-answer': 'Biak imidoak handia eta txikia irekitzen ditu: ez da erantzun bat (gehiago, edo biak hordago)',
  'record/bad-actions': 'Esku baten hitzak zerrenda bat dira',
  'record/bad-deal': 'Esku bat {actions, hands} objektu bat da',
  'record/bad-deals': 'Partida baten eskuak zerrenda bat dira',
  'record/bad-esku': 'Esku hori ez da mahaiko leku bat',
  'record/bad-format': 'Ez da mus-deal/1 edo mus-match/1 fitxategi bat',
  'record/bad-json': 'Lerro hau ez da JSON zuzena',
  'record/bad-score': 'Puntuazio hori ez da eskuko tanto kopuru bat',
  'record/not-an-object': 'Fitxategiak JSON objektu bat izan behar du',
  'rules/bad-option': 'Arau aukera hori ez da onartzen',
  'rules/unknown-preset': 'Arau horiek ez dira ezagunak (ffmus, pagat)',
  'session/failed': 'Mahaiak ezin izan du hori gorde: ez da ezer aldatu',
  'session/no-match': 'Ez dago partidarik martxan: hasi bat',
  'setup/bad-esku': 'Banatzaileak mahaiko leku bat izan behar du',
  'setup/refused': 'Partida ezin izan da hasi: ez da ezer aldatu',
  'format/bad-json': 'Ez da JSON zuzena',
  'format/bad-utf8': 'Fitxategia ez dago UTF-8an',
  'format/too-deep': 'Fitxategia sakonegi habiaratuta dago',
  'format/too-large': 'Fitxategia handiegia da',
  'format/unknown-field': 'Eremu hori ez dago formatuan (luzapen bat x- hasten da)',
  'format/_': 'Fitxategia ezin da irakurri',
  'schema/_': 'Eremu honek ez du espero zen itxura',
  'import/_': 'Fitxategi hau ezin da liburutegian sartu',
  'library/_': 'Liburutegiak ezin izan du hori egin',
  'journal/_': 'Partidaren egunkaria ezin izan da idatzi edo irakurri',
  'judge/_': 'Zuzenketa hau ez da posible',
  'box/_': 'Kutxak ezin izan du hori egin',
  'serial/_': 'Serie-atakak ukatu du',
  'keymap/_': 'Teklen fitxategia ez da baliozkoa',
  'share/_': 'Ezin izan da pantaila partekatu',
  'display/_': 'Aretoko pantaila ezin izan da ireki',
  'bridge/_': 'Leiho honek partida erakutsi baino ezin du',
  'ipc/_': 'Aplikazioak eskaera hau ukatu du',
  'action/bad-act': 'Hitz hori ez dago musean',
  'action/bad-amount': 'Kopuru hori ez da baliozkoa',
  'action/bad-field': 'Hitz honen datu bat ez da baliozkoa',
  'action/bad-phase': 'Hori ez da jokaldi honetan esaten',
  'action/bad-seat': 'Leku hori ez dago mahai honetan',
  'action/bet-already-open': 'Apustu bat dago jada: gehiago esan, ez ireki',
  'action/bet-too-small': 'Imidoak gutxienez 2 balio du',
  'action/biak-not-grande': 'Biak handian bakarrik esaten da',
  'action/deal-over': 'Eskua irabazita dago esku honetan: ez da ezer gehiago esaten',
  'action/dialogue-over': 'Elkarrizketa bukatu da: kartak erakusten dira',
  'action/discards-pending': 'Denak mus: lehenik bakoitzak botatzen du',
  'action/malformed': 'Hitz hau gaizki idatzita dago',
  'action/misdeal-before-play': 'Jokoaren aurretik, banaketa okerrak berriz banatzea dakar (4. art.)',
  'action/mus-round-open': 'Mus itzulia ez da bukatu',
  'action/must-answer': 'Apustu batek erantzuna itxaroten du: iduki, tira, gehiago edo hordago',
  'action/must-answer-ordago': 'Hordago batek erantzuna itxaroten du: kanta edo tira',
  'action/must-declare': 'Lehenik bakoitzak ba edo ez dio',
  'action/no-bet-to-raise': 'Inork ez du apusturik egin: ireki (imido), ez igo',
  'action/not-a-holder': 'Jokalari honek ez esan du: ez du kidearen ordez apusturik egiten',
  'action/not-declaring': 'Ba/ez itzulia bukatu da',
  'action/not-discarding': 'Denak mus esan ondoren bakarrik botatzen da',
  'action/not-your-turn': 'Ez da jokalari honen txanda',
  'action/nothing-to-answer': 'Inork ez du apusturik egin: ez dago ezer onartzeko edo ukatzeko',
  'action/raise-too-small': 'Igoera hori txikiegia da',
  'action/seat-out': 'Jokalari hau esku honetatik kanpo dago jada',
  'action/team-out': 'Bere taldeko azken jokalaria da: ezin da atera',
  'action/wrong-phase': 'Hori ez da orain esaten',
  'action/_': 'Hori ez da orain onartzen',
  'hands/bad-card': 'Karta hori ez dago karta-sorta espainiarrean',
  'hands/duplicate-card': 'Karta hori beste esku batean dago jada',
  'hands/fifth-card': 'Esku batek lau karta ditu',
  'hands/malformed': 'Esku hauek gaizki idatzita daude',
  'hands/missing-card': 'Kartak falta dira: esku batek lau ditu',
  'hands/not-a-list': 'Esku bat lau kartako zerrenda da',
  'hands/too-many-of-a-kind': 'Karta-sortak zenbaki horretako lau karta baino ez ditu',
  'hands/wrong-count': 'Leku bakoitzeko esku bat behar da',
  'hands/_': 'Karta horiek ez dira posible',
  'input/amount-too-long': 'Kopuru batek gehienez bi zifra ditu',
  'input/match-over': 'Partida bukatu da',
  'input/no-amount': 'Idatzi lehenik kopuru bat',
  'input/no-count': 'Idatzi zenbat karta (1-4), gero d',
  'input/nobody-speaks': 'Orain ez du inork hitza',
  'input/not-a-card': 'Ez da karta bat: 1-7, gero S C R',
  'input/not-showdown': 'Kartak azken kontaketan idazten dira',
  'input/not-your-turn': 'Jokalari honek ezin du orain hitz egin',
  'input/nothing-to-erase': 'Ez dago kartarik idatzita',
  'input/nothing-to-redo': 'Ez dago ezer berriz egiteko',
  'input/nothing-to-undo': 'Ez dago ezer desegiteko: partidaren hasiera da',
  'input/showdown': 'Elkarrizketa bukatu da: idatzi erakutsitako kartak',
  'input/unknown': 'Tekla ezezaguna',
  'input/_': 'Tekla honek ez du orain ezer egiten',
  'match/not-at-showdown': 'Kartak elkarrizketa bukatzean erakusten dira',
  'match/over': 'Partida bukatu da',
  'match/_': 'Partidak ez du hori onartzen',
  'record/_': 'Fitxategiak ez du esku baten edo partida baten itxura',
  'record/deal-unfinished': 'Esku bat bukatu aurretik gelditzen da eta beste bat dator',
  'record/esku-mismatch': 'Esku honen eskua ez dator aurrekoaren ondotik',
  'record/match-over': 'Partida irabazita zegoen jada: ez dator beste eskurik',
  'record/missing-hands': 'Esku hau kontaketara iritsi zen: erakutsitako kartak behar dira',
  'record/score-mismatch': 'Emandako tantoak ez datoz aurreko eskuen ondotik',
  'rules/_': 'Arau horiek ez dira ezagunak',
  'session/_': 'Mahaiak ezin izan du hori gorde: ez da ezer aldatu',
  'setup/_': 'Partida ezin da horrela hasi',
  'setup/bad-players': 'Leku bakoitzeko izen bat behar da',
  _: 'Hori ez da posible',
};

const TEXTS: Record<Lang, Texts> = { fr: FR, en: EN, es: ES, eu: EU };

/** The frames around the sentence, by language. */
const FRAMES: Record<Lang, { hand: string; row: string; now: string; nowWho: string }> = {
  fr: { hand: 'main de {{player}}', row: 'carte {{row}}', now: 'Maintenant : {{allowed}}', nowWho: 'Maintenant, {{who}} peut dire : {{allowed}}' },
  en: { hand: '{{player}}’s hand', row: 'card {{row}}', now: 'Now: {{allowed}}', nowWho: 'Now {{who}} may say: {{allowed}}' },
  es: { hand: 'mano de {{player}}', row: 'carta {{row}}', now: 'Ahora: {{allowed}}', nowWho: 'Ahora {{who}} puede decir: {{allowed}}' },
  eu: { hand: '{{player}}(r)en eskua', row: '{{row}}. karta', now: 'Orain: {{allowed}}', nowWho: 'Orain {{who}}(e)k esan dezake: {{allowed}}' },
};

const fill = (s: string, p: Record<string, string | number | undefined>) => s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(p[k] ?? ''));

/**
 * The sentence of an error code in a language (the namespace's fallback, else the general one).
 * Never the engine's English text. Takes any text: a code may come from outside (a box's `NOPE` line).
 */
export function errorSentence(code: ErrorCode | string, lang: Lang): string {
  const t = TEXTS[lang] as Readonly<Record<string, string | undefined>>;
  return t[code] ?? t[`${code.split('/')[0]}/_`] ?? t._!;
}

/** Every code that has its own sentence (the fallbacks excluded), for tests. */
export function codesWithSentences(lang: Lang): string[] {
  return Object.keys(TEXTS[lang]).filter((k) => k !== '_' && !k.endsWith('/_'));
}

/**
 * An error as the table says it: the code's sentence in `lang`, the player and card row at fault,
 * the rule article, and what may be said now. E.g. « Le jeu n’a que quatre cartes de ce chiffre —
 * main de Maite (place 2), carte 1 (FFMus art. 3). Maintenant : Entrée pour compter ».
 */
export function errorText(e: Pick<EngineError, 'code' | 'rule'>, lang: Lang, scene: ErrorScene = {}): string {
  const f = FRAMES[lang];
  let s = errorSentence(e.code, lang);
  const where: string[] = [];
  if (scene.player) where.push(fill(f.hand, { player: scene.player }));
  if (scene.row) where.push(fill(f.row, { row: scene.row }));
  if (where.length) s += ` — ${where.join(', ')}`;
  if (e.rule) s += ` (${e.rule})`;
  if (scene.allowed) s += `. ${fill(scene.who ? f.nowWho : f.now, { who: scene.who, allowed: scene.allowed })}`;
  return s;
}

/**
 * The seat and card row an error's JSON path points at (`…hands[S][C]`, rows counted from 1), or
 * nothing: the caller names the seat as its screen does.
 */
export function placeOf(path: string | undefined): { seat?: number; row?: number } {
  if (!path) return {};
  const m = /hands\[(\d+)\](?:\[(\d+)\])?/.exec(path);
  if (!m) return {};
  return m[2] === undefined ? { seat: Number(m[1]) } : { seat: Number(m[1]), row: Number(m[2]) + 1 };
}
