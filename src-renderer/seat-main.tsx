/**
 * Entry of the seat page (`seat.html`, issue 26): a player's phone at a table served by `mus serve`.
 * The token is in the address's fragment; the page joins the seat and follows it.
 */
import { render } from 'preact';
import { LANGS, type Lang } from '../shared/i18n/index.js';
import { SeatApp, seatLang } from './seat/SeatApp.js';
import { createSeatStore } from './seat/seat-store.js';
import { SeatClient, tokenOf } from './seat/seat-client.js';
import { loadErrorSentences } from './app/error-sentences.js';
import './styles/base.css';
import './seat/seat.css';

const token = tokenOf(location.hash);
// the cards being picked are kept for this seat link only (a new match gives new links)
const store = createSeatStore((() => { try { return window.localStorage; } catch { return null; } })(), token);
const asked = new URLSearchParams(location.search).get('lang') ?? navigator.language.slice(0, 2);
if ((LANGS as readonly string[]).includes(asked)) seatLang.value = asked as Lang;
// the refusals' sentences in the page's language, asked for now: they have come long before a first
// tap can be refused (until then a refusal is said by the page's own short sentence, `seat.refusal`)
loadErrorSentences(seatLang.value).catch(() => {});
let client: SeatClient | null = null;
if (!token) store.status.value = 'no-token';
else {
  client = new SeatClient(token, (e) => store.onEvent(e));
  void client.start();
}
const app = document.getElementById('app')!;
const draw = () => render(<SeatApp store={store} client={client} />, app);
draw();
