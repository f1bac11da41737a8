/**
 * The host page (`mus serve`'s operator page) at the level its owner sees it: each seat's row (its
 * player, its phone, the QR code of a free seat), « Nouveau lien » asked then answered (« Annuler »
 * does nothing; confirmed, the seat's new QR code shown open, or the refusal said in the page's
 * language), the page following the match (no match: the sentence; match won: no buttons; another
 * match: the old questions gone), the key read from the address's fragment only, and the client
 * reading the table's stream and answers.
 */
import { describe, expect, it } from 'vitest';
import type { PhonesPanel } from '../../../shared/phones/lobby.js';
import type { Result } from '../../../shared/types.js';
import { createHostStore, hostTitle, hostView } from '../../../src-renderer/host/host-store.js';
import { LANGS } from '../../../shared/i18n/index.js';
import { HostClient, hostKeyOf, type HostEvent } from '../../../src-renderer/host/host-client.js';
import type { SeatError } from '../../../src-renderer/seat/seat-client.js';
import { refusalText } from '../../../src-renderer/seat/seat-store.js';
import { uiT } from '../../../src-renderer/i18n/index.js';
import '../../../src-renderer/host/texts.js';
import { FR } from '../../../shared/i18n/errors/fr.js';
import { EN } from '../../../shared/i18n/errors/en.js';
import { ES } from '../../../shared/i18n/errors/es.js';
import { EU } from '../../../shared/i18n/errors/eu.js';

const PLAYERS = ['Ane', 'Peio', 'Maite', 'Xan'];
const panel = (o: Partial<PhonesPanel> = {}): PhonesPanel => ({
  players: PLAYERS, joined: [true, true, false, true], shown: null,
  qr: [null, null, 'data:image/svg+xml,c', null], urls: ['http://h/seat.html#t=a', 'http://h/seat.html#t=b', 'http://h/seat.html#t=c', 'http://h/seat.html#t=d'], ...o,
});
const renewed = (seat: number): PhonesPanel => {
  const p = panel();
  return { ...p, joined: p.joined.map((j, i) => (i === seat ? false : j)), qr: p.qr!.map((q, i) => (i === seat ? 'data:image/svg+xml,new' : q)), urls: p.urls.map((u, i) => (i === seat ? 'http://h/seat.html#t=new' : u)) };
};
const ready = (p = panel()) => {
  const s = createHostStore();
  s.onEvent({ type: 'panel', panel: p });
  return s;
};

describe('the host page: its seats', () => {
  it('shows each seat: its player, its phone, the QR code and link of a free seat, « Nouveau lien » on each', () => {
    const v = hostView(ready());
    expect(v.status).toBe('ready');
    expect(v.notice).toBe('share.phonesOn');
    expect(v.rows.map((r) => [r.name, r.joined, r.qr !== null, r.canRenew, r.asking, r.renewed])).toEqual([
      ['Ane', true, false, true, false, false],
      ['Peio', true, false, true, false, false],
      ['Maite', false, true, true, false, false],
      ['Xan', true, false, true, false, false],
    ]);
    expect(v.rows[2]?.url).toBe('http://h/seat.html#t=c');
  });

  it('at the showdown, says whose hand is in', () => {
    expect(hostView(ready(panel({ shown: [true, false, false, true] }))).rows.map((r) => r.hand)).toEqual(['in', 'waiting', 'waiting', 'in']);
  });

  it('no match: the sentence, no seat; the match won: « partie terminée », no button, no QR code', () => {
    const none = hostView(ready({ players: [], joined: [], shown: null, qr: [], urls: [] }));
    expect(none.notice).toBe('share.phonesNoMatch');
    expect(none.rows).toEqual([]);
    expect(uiT('fr')(none.notice ?? '')).toBe('Aucune partie en cours : les places apparaîtront quand une partie commencera.');
    const over = hostView(ready(panel({ over: true })));
    expect(over.notice).toBe('share.phonesOver');
    expect(over.rows.every((r) => !r.canRenew && r.over === true && r.qr === null && r.url === '')).toBe(true);
  });

  it('its title in the browser\'s tab is in the page\'s language (it said « Mus — host » in every language)', () => {
    expect(LANGS.map((l) => hostTitle(uiT(l)))).toEqual(['Mus — Page de l’hôte', 'Mus — Ostalariaren orria', 'Mus — Página del anfitrión', 'Mus — Host page']);
  });

  it('before the first answer of the table: connecting, nothing shown', () => {
    const v = hostView(createHostStore());
    expect(v).toMatchObject({ status: 'connecting', notice: null, rows: [] });
  });
});

describe('the host page: « Nouveau lien »', () => {
  it('asks first; « Annuler » does nothing', async () => {
    const s = ready();
    s.ask(1);
    expect(hostView(s).rows.map((r) => r.asking)).toEqual([false, true, false, false]);
    expect(uiT('fr')('share.newLinkAsk', { name: 'Peio' })).toBe('Couper le téléphone de Peio et faire un nouveau lien ? L’ancien lien ne marchera plus.');
    s.cancel();
    expect(hostView(s).rows.some((r) => r.asking)).toBe(false);
    const calls: number[] = [];
    expect(await s.confirm(async (seat) => { calls.push(seat); return { ok: true, value: renewed(seat) }; })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('confirmed: the seat asked about gets a new link, its QR code shown open; the others untouched', async () => {
    const s = ready();
    s.ask(1);
    const calls: number[] = [];
    let busyDuring = false;
    const seat = await s.confirm(async (n) => {
      calls.push(n);
      busyDuring = hostView(s).busy;
      return { ok: true, value: renewed(n) };
    });
    expect(seat).toBe(1);
    expect(calls).toEqual([1]);
    expect(busyDuring).toBe(true);
    const v = hostView(s);
    expect(v.busy).toBe(false);
    expect(v.rows[1]).toMatchObject({ joined: false, qr: 'data:image/svg+xml,new', url: 'http://h/seat.html#t=new', renewed: true, asking: false });
    expect(v.rows.filter((r) => r.renewed).map((r) => r.seat)).toEqual([1]);
    expect(uiT('fr')('share.newLinkDone', { name: 'Peio' })).toBe('Nouveau lien pour Peio : scannez ce QR code avec le nouveau téléphone.');
    // a new phone takes the seat: its new link is no longer shown open
    s.onEvent({ type: 'panel', panel: { ...renewed(1), joined: [true, true, false, true], qr: [null, null, 'data:image/svg+xml,c', null] } });
    expect(hostView(s).rows[1]).toMatchObject({ joined: true, renewed: false, qr: null });
  });

  it('refused: the refusal is said in the four languages, nothing else changes', async () => {
    const s = ready();
    s.ask(2);
    const refusal: Result<PhonesPanel, SeatError> = { ok: false, error: { code: 'phones/link-not-recorded', message: 'the new link was not recorded, so the old one stays: disk full' } };
    expect(await s.confirm(async () => refusal)).toBeNull();
    const v = hostView(s);
    expect(v.error?.code).toBe('phones/link-not-recorded');
    expect(v.rows.some((r) => r.renewed || r.asking)).toBe(false);
    expect(v.rows[2]?.url).toBe('http://h/seat.html#t=c');
    expect(FR['phones/link-not-recorded']).toMatch(/l’ancien lien marche toujours/);
    for (const sentences of [FR, EN, ES, EU]) {
      for (const code of ['phones/bad-host-key', 'phones/key-not-recorded'] as const) expect(sentences[code]?.length).toBeGreaterThan(20);
    }
    // asking again clears the refusal
    s.ask(2);
    expect(hostView(s).error).toBeNull();
  });

  it('another match (all links new), or the match won, drops the question and the new link shown', async () => {
    const s = ready();
    s.ask(0);
    await s.confirm(async () => ({ ok: true, value: renewed(0) }));
    s.ask(3);
    s.onEvent({ type: 'panel', panel: panel({ urls: ['http://h/seat.html#t=w', 'http://h/seat.html#t=x', 'http://h/seat.html#t=y', 'http://h/seat.html#t=z'], joined: [false, false, false, false] }) });
    expect(hostView(s).rows.some((r) => r.asking || r.renewed)).toBe(false);
    s.ask(1);
    s.onEvent({ type: 'panel', panel: panel({ urls: ['http://h/seat.html#t=w', 'http://h/seat.html#t=x', 'http://h/seat.html#t=y', 'http://h/seat.html#t=z'], over: true }) });
    expect(hostView(s).rows.some((r) => r.asking || r.canRenew)).toBe(false);
  });
});

describe('the host page: its link to the table', () => {
  it('reads the key from the address\'s fragment only', () => {
    const k = 'H-AnLp8reXmVbtH-C-mO-Xc6';
    expect(hostKeyOf(`#k=${k}`)).toBe(k);
    expect(hostKeyOf(`k=${k}`)).toBe(k);
    for (const bad of ['', '#', '#k=', '#k=short', `#t=${k}`, '#k=has%20space%20aaaaaaaaaaaaaaaaaa']) expect(hostKeyOf(bad)).toBeNull();
  });

  it('says the table unreachable (offline) or the key wrong (bad-key), and gets back to ready with the next seats', () => {
    const s = ready();
    s.onEvent({ type: 'error', error: { code: 'phones/offline', message: 'no connection' } });
    expect(hostView(s).status).toBe('offline');
    expect(hostView(s).rows).toHaveLength(4); // the last seats known stay on screen
    s.onEvent({ type: 'panel', panel: panel() });
    expect(hostView(s).status).toBe('ready');
    s.onEvent({ type: 'error', error: { code: 'phones/bad-host-key', message: 'not the key' } });
    expect(hostView(s)).toMatchObject({ status: 'bad-key', error: { code: 'phones/bad-host-key' } });
    expect(FR['phones/bad-host-key']).toBe('Cette page de l’hôte n’a pas la bonne clé : ouvrez l’adresse (ou le QR code) de la page de l’hôte que mus serve affiche au démarrage');
    // the note the page shows (never empty): the table's message until the sentences arrive, then the sentence
    const e = hostView(s).error;
    expect(e && refusalText(e, uiT('fr'), undefined)).toBe('not the key');
    expect(e && refusalText(e, uiT('fr'), FR)).toBe(FR['phones/bad-host-key']);
  });

  it('follows the stream with the key in its header, asks a new link with it, and stops at a wrong key', async () => {
    const key = 'H-AnLp8reXmVbtH-C-mO-Xc6';
    const asked: { url: string; init: RequestInit | undefined }[] = [];
    const events: HostEvent[] = [];
    const sse = (...ps: PhonesPanel[]) => new Response(`retry: 2000\n\n: beat\n\n${ps.map((p) => `data: ${JSON.stringify({ type: 'panel', panel: p })}\n\n`).join('')}`, { headers: { 'Content-Type': 'text/event-stream' } });
    const answers = [
      () => sse(panel(), renewed(2)),
      () => new Response(JSON.stringify({ error: { code: 'phones/bad-host-key', message: 'not the key' } }), { status: 401 }),
    ];
    const http = (async (url: string, init?: RequestInit) => {
      asked.push({ url, init });
      if (url === '/api/host/new-link') return new Response(JSON.stringify({ panel: renewed(1) }), { status: 200 });
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    }) as typeof fetch;
    const client = new HostClient(key, (e) => events.push(e), http, 0);
    await client.start();
    expect(events.map((e) => (e.type === 'panel' ? e.panel.urls[2] : e.error.code))).toEqual([
      'http://h/seat.html#t=c', 'http://h/seat.html#t=new', 'phones/offline', 'phones/bad-host-key',
    ]);
    expect(asked.every((a) => (a.init?.headers as Record<string, string>)['X-Host-Key'] === key)).toBe(true);
    expect(asked.every((a) => !a.url.includes(key))).toBe(true);
    const r = await client.newLink(1);
    expect(r.ok && r.value.urls[1]).toBe('http://h/seat.html#t=new');
    expect(asked.at(-1)).toMatchObject({ url: '/api/host/new-link', init: { method: 'POST', body: '{"seat":1}' } });
    const down = new HostClient(key, () => {}, (async () => { throw new TypeError('failed to fetch'); }) as typeof fetch, 0);
    expect(await down.newLink(1)).toEqual({ ok: false, error: { code: 'phones/offline', message: 'no connection' } });
  });
});
