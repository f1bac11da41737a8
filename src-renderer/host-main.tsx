/**
 * Entry of the host page (`host.html`): `mus serve`'s operator page, opened from the owner's own
 * phone or laptop with the address `mus serve` prints at start (`/host.html#k=<host key>`). The key
 * is in the address's fragment; the page follows the seats and gives a seat a new link.
 */
import { render } from 'preact';
import { LANGS, type Lang } from '../shared/i18n/index.js';
import { HostApp, hostLang } from './host/HostApp.js';
import { createHostStore } from './host/host-store.js';
import { HostClient, hostKeyOf } from './host/host-client.js';
import { loadErrorSentences } from './app/error-sentences.js';
import './styles/base.css';
import './seat/seat.css';
import './host/host.css';

const store = createHostStore();
const asked = new URLSearchParams(location.search).get('lang') ?? navigator.language.slice(0, 2);
if ((LANGS as readonly string[]).includes(asked)) hostLang.value = asked as Lang;
// the refusals are said in the page's language: its sentences asked for at once
loadErrorSentences(hostLang.value).catch(() => {});
const key = hostKeyOf(location.hash);
const client = key ? new HostClient(key, (e) => store.onEvent(e)) : null;
if (client) void client.start();
else store.status.value = 'no-key';
const app = document.getElementById('app');
if (app) render(<HostApp store={store} renew={client ? (seat) => client.newLink(seat) : null} />, app);
