// The page a table's QR code opens (served by the hub at /join, src-main/hub/hub-server.ts): the
// hub's address and the table's join code, to type in the app at the table (Tournoi → Rejoindre un
// tournoi). The code travels after `#`, so it never reaches a server log. Plain JavaScript, text
// only (textContent). The language follows the browser's: French (default), Basque, Spanish, English.
const TEXTS = {
  fr: { title: 'Rejoindre le tournoi', steps: 'Dans l’application de la table : Tournoi → Rejoindre un tournoi, puis saisir :', url: 'Adresse du hub', code: 'Code de la table', board: 'Tableau du tournoi', none: 'aucun code : scannez la carte de la table' },
  eu: { title: 'Txapelketara sartu', steps: 'Mahaiko aplikazioan: Txapelketa → Txapelketa batera sartu, eta idatzi:', url: 'Hub-aren helbidea', code: 'Mahaiaren kodea', board: 'Txapelketaren taula', none: 'koderik ez: eskaneatu mahaiaren txartela' },
  es: { title: 'Unirse al torneo', steps: 'En la aplicación de la mesa: Torneo → Unirse a un torneo, y escribir:', url: 'Dirección del hub', code: 'Código de la mesa', board: 'Tablero del torneo', none: 'sin código: escanee la tarjeta de la mesa' },
  en: { title: 'Join the tournament', steps: 'In the app at the table: Tournament → Join a tournament, then type:', url: 'Hub address', code: 'Table code', board: 'Tournament board', none: 'no code: scan the table’s card' },
};
const lang = (navigator.languages ?? [navigator.language]).map((l) => String(l).slice(0, 2).toLowerCase()).find((l) => l in TEXTS) ?? 'fr';
const t = TEXTS[lang];
const set = (id, text) => {
  const e = document.querySelector(`[data-testid="${id}"]`);
  if (e) e.textContent = text;
};
document.documentElement.lang = lang;
document.title = `Mus — ${t.title}`;
set('join-title', t.title);
set('join-steps', t.steps);
set('join-url-label', t.url);
set('join-code-label', t.code);
set('join-board', t.board);
set('join-url', location.origin);
/** The fragment as text: a broken escape (`#%E0%A4%A`, typed or sent by a prankster) is read as written, never thrown. */
const fragment = (() => {
  try {
    return decodeURIComponent(location.hash.slice(1));
  } catch {
    return location.hash.slice(1);
  }
})();
const raw = fragment.toUpperCase().replace(/[^0-9A-Z]/g, '');
set('join-code', raw.length === 6 ? `${raw.slice(0, 3)}-${raw.slice(3)}` : t.none);
