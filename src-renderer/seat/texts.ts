/**
 * Texts of the seat page (`seat.*`): a player's phone at a table scored from phones (issue 26).
 * French (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads. The table's refusals are not here: their sentences are the
 * error sentences of `shared/i18n/errors/` (`phones/…` codes), said by `refusalText`.
 */
import { registerTexts } from '../i18n/index.js';

const fr = {
  seat: {
    title: 'Ma place',
    joining: 'Connexion à la table…',
    noToken: 'Ce lien n’est pas celui d’une place : scannez le QR code de votre place.',
    badToken: 'Ce lien n’est plus valable (nouvelle partie ?) : scannez à nouveau le QR code.',
    lost: 'Votre place a été prise par un autre téléphone. Rescannez le QR code pour la reprendre.',
    ended: 'Cette partie a été fermée à la table, ou une nouvelle a commencé : scannez le QR code de votre place pour jouer.',
    you: '{{name}}, équipe {{team}}',
    partner_one: 'Partenaire : {{names}}',
    partner_other: 'Partenaires : {{names}}',
    offline: 'Connexion à la table perdue : nouvel essai en cours…',
    score: 'Score',
    deal: 'Donne {{n}}',
    speaks: 'À {{name}} de parler',
    yourTurn: 'À vous de parler',
    wait: 'Attendez votre tour',
    amount: 'Montant (tantos)',
    discard: 'Cartes écartées',
    showdown: 'Abattage : vos quatre cartes',
    pad: 'Touchez vos cartes',
    suit: 'Couleur (si la règle la demande)',
    confirm: 'Confirmer ma main',
    confirmQ: 'Confirmer {{cards}} ?',
    yes: 'Oui, confirmer',
    no: 'Corriger',
    clear: 'Effacer',
    correct: 'Corriger ma main',
    refused: 'Les mains ont été refusées. {{why}}. Vérifiez la vôtre et corrigez-la si besoin.',
    shown: 'Main confirmée : {{cards}}',
    waitingHands: 'Mains reçues : {{n}} sur {{of}}',
    undoAsk: 'Demander d’annuler le dernier coup',
    undoAsked: '{{name}} demande d’annuler le dernier coup',
    undoWhat: 'Coup à annuler : {{what}}',
    facing: 'À répondre : {{what}}',
    undoHands: 'les mains abattues',
    undoBy: '{{act}} ({{name}})',
    undoAccept: 'Accepter l’annulation',
    undoWait: 'En attente de l’accord de l’autre équipe',
    over: 'Partie terminée : l’équipe {{team}} gagne',
    /** A refusal said before the error sentences of the page's language have arrived (`refusalText`). */
    refusal: 'La table refuse ce coup ({{code}})',
  },
};
type Texts = typeof fr;

const eu: Texts = {
  seat: {
    title: 'Nire lekua', joining: 'Mahaira konektatzen…', noToken: 'Lotura hau ez da leku batena: eskaneatu zure lekuaren QR kodea.',
    badToken: 'Lotura honek ez du balio (partida berria?): eskaneatu berriro QR kodea.', lost: 'Beste telefono batek hartu du zure lekua. Eskaneatu QR kodea berriro hartzeko.', ended: 'Partida hau mahaian itxi da, edo beste bat hasi da: eskaneatu zure lekuaren QR kodea jokatzeko.',
    you: '{{name}}, {{team}} taldea', partner_one: 'Laguna: {{names}}', partner_other: 'Lagunak: {{names}}', offline: 'Mahaiarekiko konexioa galdu da: berriro saiatzen…', score: 'Puntuazioa', deal: '{{n}}. eskua',
    speaks: '{{name}}(e)k hitz egin behar du', yourTurn: 'Zure txanda', wait: 'Itxaron zure txanda', amount: 'Zenbat (tanto)', discard: 'Botatako kartak',
    showdown: 'Kartak erakutsi: zure lau kartak', pad: 'Ukitu zure kartak', suit: 'Paloa (arauak eskatzen badu)', confirm: 'Nire eskua berretsi', confirmQ: '{{cards}} berretsi?',
    yes: 'Bai, berretsi', no: 'Zuzendu', clear: 'Ezabatu', correct: 'Nire eskua zuzendu', refused: 'Eskuak ez dira onartu. {{why}}. Begiratu zurea eta zuzendu behar bada.', shown: 'Esku berretsia: {{cards}}', waitingHands: 'Jasotako eskuak: {{n}} / {{of}}',
    undoAsk: 'Azken jokaldia desegitea eskatu', undoAsked: '{{name}}(e)k azken jokaldia desegitea eskatzen du', undoWhat: 'Desegingo den jokaldia: {{what}}', facing: 'Erantzuteko: {{what}}', undoHands: 'erakutsitako eskuak', undoBy: '{{act}} ({{name}})', undoAccept: 'Desegitea onartu', undoWait: 'Beste taldearen onarpenaren zain',
    over: 'Partida bukatua: {{team}} taldeak irabazi du',
    refusal: 'Mahaiak ez du jokaldi hau onartzen ({{code}})',
  },
};
const es: Texts = {
  seat: {
    title: 'Mi sitio', joining: 'Conectando con la mesa…', noToken: 'Este enlace no es el de un sitio: escanea el código QR de tu sitio.',
    badToken: 'Este enlace ya no vale (¿partida nueva?): escanea otra vez el código QR.', lost: 'Otro teléfono ha tomado tu sitio. Vuelve a escanear el código QR para recuperarlo.', ended: 'Esta partida se cerró en la mesa o ha empezado otra: escanea el código QR de tu sitio para jugar.',
    you: '{{name}}, equipo {{team}}', partner_one: 'Compañero: {{names}}', partner_other: 'Compañeros: {{names}}', offline: 'Conexión con la mesa perdida: reintentando…', score: 'Tanteo', deal: 'Reparto {{n}}',
    speaks: 'Habla {{name}}', yourTurn: 'Te toca hablar', wait: 'Espera tu turno', amount: 'Cantidad (tantos)', discard: 'Cartas descartadas',
    showdown: 'Se enseñan las cartas: tus cuatro cartas', pad: 'Toca tus cartas', suit: 'Palo (si la regla lo pide)', confirm: 'Confirmar mi mano', confirmQ: '¿Confirmar {{cards}}?',
    yes: 'Sí, confirmar', no: 'Corregir', clear: 'Borrar', correct: 'Corregir mi mano', refused: 'Las manos han sido rechazadas. {{why}}. Revisa la tuya y corrígela si hace falta.', shown: 'Mano confirmada: {{cards}}', waitingHands: 'Manos recibidas: {{n}} de {{of}}',
    undoAsk: 'Pedir deshacer la última jugada', undoAsked: '{{name}} pide deshacer la última jugada', undoWhat: 'Jugada que se deshará: {{what}}', facing: 'Por responder: {{what}}', undoHands: 'las manos mostradas', undoBy: '{{act}} ({{name}})', undoAccept: 'Aceptar deshacer', undoWait: 'Esperando el acuerdo del otro equipo',
    over: 'Partida terminada: gana el equipo {{team}}',
    refusal: 'La mesa no acepta esta jugada ({{code}})',
  },
};
const en: Texts = {
  seat: {
    title: 'My seat', joining: 'Joining the table…', noToken: 'This link is not a seat\'s: scan your seat\'s QR code.',
    badToken: 'This link is no longer valid (a new match?): scan the QR code again.', lost: 'Another phone took your seat. Scan the QR code again to take it back.', ended: 'This match was closed at the table, or another one began: scan your seat’s QR code to play.',
    you: '{{name}}, team {{team}}', partner_one: 'Partner: {{names}}', partner_other: 'Partners: {{names}}', offline: 'Connection to the table lost: trying again…', score: 'Score', deal: 'Deal {{n}}',
    speaks: '{{name}} speaks', yourTurn: 'Your turn to speak', wait: 'Wait for your turn', amount: 'Amount (tantos)', discard: 'Cards discarded',
    showdown: 'Showdown: your four cards', pad: 'Tap your cards', suit: 'Suit (where the rules ask for it)', confirm: 'Confirm my hand', confirmQ: 'Confirm {{cards}}?',
    yes: 'Yes, confirm', no: 'Correct', clear: 'Clear', correct: 'Correct my hand', refused: 'The hands were refused. {{why}}. Check yours and correct it if need be.', shown: 'Hand confirmed: {{cards}}', waitingHands: 'Hands in: {{n}} of {{of}}',
    undoAsk: 'Ask to take back the last act', undoAsked: '{{name}} asks to take back the last act', undoWhat: 'Act to take back: {{what}}', facing: 'To answer: {{what}}', undoHands: 'the hands shown', undoBy: '{{act}} ({{name}})', undoAccept: 'Accept the undo', undoWait: 'Waiting for the other team to agree',
    over: 'Match over: team {{team}} wins',
    refusal: 'The table refused this tap ({{code}})',
  },
};

registerTexts({ fr, eu, es, en });
