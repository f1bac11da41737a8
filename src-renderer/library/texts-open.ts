/**
 * The library texts the bar needs at start: `library.open`, the button that opens the match library,
 * and `library.toTable`, the one that goes back to the table. The screen's own texts (`texts.ts`) load
 * with its lazy chunk, so the table's start bundle does not carry them. Registered at module load.
 */
import { registerTexts } from '../i18n/index.js';

registerTexts({
  fr: { library: { open: 'Bibliothèque', toTable: 'Table' } },
  eu: { library: { open: 'Liburutegia', toTable: 'Mahaia' } },
  es: { library: { open: 'Biblioteca', toTable: 'Mesa' } },
  en: { library: { open: 'Library', toTable: 'Table' } },
});
