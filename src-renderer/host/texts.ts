/**
 * Texts of the host page (`host.*`): `mus serve`'s operator page, for the bar's owner. French
 * (default, with the Basque table words), Basque, Spanish, English; registered in the `ui`
 * namespace when this module loads. The seats' words and « Nouveau lien » with its question are the
 * desktop panel's (`share.*`, `src-renderer/share/texts.ts`); the refusals are the error sentences
 * (`phones/…`, `shared/i18n/errors/`).
 */
import { registerTexts } from '../i18n/index.js';
import '../share/texts.js';

const fr = {
  host: {
    title: 'Page de l’hôte',
    private: 'Cette page est à vous seul : elle coupe le téléphone d’un joueur. Ne l’affichez pas sur la TV.',
    noKey: 'Cette adresse n’a pas la clé de la page de l’hôte : ouvrez l’adresse (ou scannez le QR code) de la page de l’hôte que mus serve affiche au démarrage.',
    connecting: 'Connexion à la table…',
    offline: 'Pas de connexion à la table : nouvel essai dans un instant…',
    seats: 'Places',
    showLink: 'QR code et lien de la place',
  },
};
type Texts = typeof fr;

const eu: Texts = {
  host: {
    title: 'Ostalariaren orria',
    private: 'Orri hau zuretzat bakarrik da: jokalari baten telefonoa mozten du. Ez erakutsi telebistan.',
    noKey: 'Helbide honek ez du ostalariaren orriaren gakoa: ireki mus serve-k hastean erakusten duen ostalariaren orriaren helbidea (edo eskaneatu QR kodea).',
    connecting: 'Mahaira konektatzen…',
    offline: 'Ez dago mahairako konexiorik: berriro saiatuko da laster…',
    seats: 'Lekuak',
    showLink: 'Lekuaren QR kodea eta lotura',
  },
};
const es: Texts = {
  host: {
    title: 'Página del anfitrión',
    private: 'Esta página es solo para usted: corta el teléfono de un jugador. No la muestre en la tele.',
    noKey: 'Esta dirección no tiene la clave de la página del anfitrión: abra la dirección (o escanee el código QR) de la página del anfitrión que mus serve muestra al arrancar.',
    connecting: 'Conectando con la mesa…',
    offline: 'Sin conexión con la mesa: se vuelve a intentar en un momento…',
    seats: 'Puestos',
    showLink: 'Código QR y enlace del puesto',
  },
};
const en: Texts = {
  host: {
    title: 'Host page',
    private: 'This page is for you only: it cuts a player’s phone off. Do not show it on the TV.',
    noKey: 'This address does not hold the host page’s key: open the host page’s address (or scan its QR code) that mus serve prints at start.',
    connecting: 'Joining the table…',
    offline: 'No connection to the table: trying again in a moment…',
    seats: 'Seats',
    showLink: 'The seat’s QR code and link',
  },
};

registerTexts({ fr, eu, es, en });
