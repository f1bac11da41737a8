/**
 * The share control's states (src-renderer/share/share-model.ts): the port typed read into the start
 * request, Share and Stop and what the panel shows after them, the start button's word (Partager,
 * Changer de port, Un instant…) and the other addresses (docs/app.md, "Room display on a TV").
 */
import { describe, expect, it } from 'vitest';
import { followPhones, otherUrls, phoneRows, phonesNoticeKey, portRequest, renewLink, startLabelKey, startPhones, startSharing, stopSharing } from '../../../src-renderer/share/share-model.js';
import type { PhonesPanel } from '../../../shared/phones/lobby.js';
import type { ShareStartRequest, ShareState } from '../../../shared/bridge/share/share-contract.js';
import type { Result } from '../../../shared/index.js';

const SHARED: ShareState = {
  url: 'http://192.168.1.20:8740/', urls: ['http://192.168.1.20:8740/', 'http://10.0.0.5:8740/', 'http://127.0.0.1:8740/'],
  host: '0.0.0.0', port: 8740, clients: 1,
};
const badPort = { code: 'ipc/bad-payload' as const, message: 'port must be 0 or 1024-65535' };

describe('share control', () => {
  it('reads the port field: empty asks for the default, an integer for itself, anything else for a port main refuses (-1)', () => {
    expect(portRequest('')).toEqual({});
    expect(portRequest('  ')).toEqual({});
    expect(portRequest(' 9000 ')).toEqual({ port: 9000 });
    expect(portRequest('80')).toEqual({ port: 80 }); // main refuses it, and says why
    expect(portRequest('87.5')).toEqual({ port: -1 });
    expect(portRequest('huit')).toEqual({ port: -1 });
  });

  it('Share: the new state on success; the refusal, with the state unchanged, otherwise', async () => {
    const asked: (ShareStartRequest | undefined)[] = [];
    let reply: Result<ShareState> = { ok: true, value: SHARED };
    const share = { start: async (req?: ShareStartRequest) => (asked.push(req), reply) };
    expect(await startSharing(share, '')).toEqual({ state: SHARED, error: null });
    reply = { ok: false, error: badPort };
    const refused = await startSharing(share, '80');
    expect(refused).toEqual({ error: badPort });
    expect('state' in refused).toBe(false);
    expect(asked).toEqual([{}, { port: 80 }]);
  });

  it('a call that throws (the IPC gone) is said as share/failed with its message', async () => {
    const out = await startSharing({ start: () => Promise.reject(new Error('channel closed')) }, '9000');
    expect(out).toEqual({ error: { code: 'share/failed', message: 'channel closed' } });
  });

  it('Stop: shows the state main has afterwards, and the refusal if the stop was refused', async () => {
    expect(await stopSharing({ stop: async () => ({ ok: true, value: null }), getState: async () => ({ ok: true, value: null }) })).toEqual({ state: null, error: null });
    const refusal = { code: 'share/failed' as const, message: 'server would not close' };
    expect(await stopSharing({ stop: async () => ({ ok: false, error: refusal }), getState: async () => ({ ok: true, value: SHARED }) })).toEqual({ state: SHARED, error: refusal });
    expect(await stopSharing({ stop: async () => ({ ok: true, value: null }), getState: async () => ({ ok: false, error: refusal }) })).toEqual({ state: null, error: null });
  });

  it('the start button says "one moment" while busy, "change port" while shared, "share" otherwise', () => {
    expect(startLabelKey(false, null)).toBe('share.start');
    expect(startLabelKey(false, SHARED)).toBe('share.restart');
    expect(startLabelKey(true, SHARED)).toBe('share.busy');
    expect(startLabelKey(true, null)).toBe('share.busy');
  });

  it('lists the other addresses of this computer, not the one shown first; none when not shared', () => {
    expect(otherUrls(SHARED)).toEqual(['http://10.0.0.5:8740/', 'http://127.0.0.1:8740/']);
    expect(otherUrls({ ...SHARED, urls: [SHARED.url] })).toEqual([]);
    expect(otherUrls(null)).toEqual([]);
  });

  it('Téléphones aux places: shares with the phones (the state says so); a refusal is said, the state unchanged', async () => {
    const asked: (ShareStartRequest | undefined)[] = [];
    let reply: Result<ShareState> = { ok: true, value: { ...SHARED, phones: true } };
    const share = { startPhones: async (req?: ShareStartRequest) => (asked.push(req), reply) };
    expect(await startPhones(share, '9000')).toEqual({ state: { ...SHARED, phones: true }, error: null });
    expect(asked).toEqual([{ port: 9000 }]);
    reply = { ok: false, error: { code: 'share/unavailable', message: 'a browser page cannot share' } };
    expect(await startPhones(share, '')).toEqual({ error: { code: 'share/unavailable', message: 'a browser page cannot share' } });
    const broken = { startPhones: async () => { throw new Error('ipc gone'); } };
    expect(await startPhones(broken, '')).toEqual({ error: { code: 'share/failed', message: 'ipc gone' } });
  });

  it('follows the phones as main pushes them: the panel now, then each push (a join shows at once); a push before the first answer wins', async () => {
    const panel = (joined: boolean[]): PhonesPanel => ({ players: ['Ane', 'Peio', 'Maite', 'Xan'], joined, shown: null, urls: ['u0', 'u1', 'u2', 'u3'], qr: joined.map((j) => (j ? null : 'data:image/svg+xml,q')) });
    let push: (p: PhonesPanel | null) => void = () => {};
    let answer: (r: Result<PhonesPanel | null>) => void = () => {};
    const share = {
      getPhones: () => new Promise<Result<PhonesPanel | null>>((ok) => { answer = ok; }),
      onPhones: (cb: (p: PhonesPanel | null) => void) => { push = cb; return () => { push = () => {}; }; },
    };
    const seen: (PhonesPanel | null)[] = [];
    const off = followPhones(share, (p) => seen.push(p));
    push(panel([false, true, false, false]));
    answer({ ok: true, value: panel([false, false, false, false]) });
    await Promise.resolve();
    expect(seen.map((p) => p?.joined)).toEqual([[false, true, false, false]]);
    push(null);
    expect(seen.at(-1)).toBeNull();
    off();
    push(panel([true, true, true, true]));
    expect(seen).toHaveLength(2);

    const first: (PhonesPanel | null)[] = [];
    followPhones({ getPhones: async () => ({ ok: true, value: panel([true, false, false, false]) }), onPhones: () => () => {} }, (p) => first.push(p));
    for (let i = 0; i < 3; i++) await Promise.resolve(); // the answer's promise settles (no clock)
    expect(first.map((p) => p?.joined[0])).toEqual([true]);
  });

  it('each seat’s row: the player, the QR code and link of a free seat only, the phone joined, and at the showdown whose hand is in', () => {
    expect(phoneRows(null)).toEqual([]);
    const p: PhonesPanel = {
      players: ['Ane', 'Peio', 'Maite', 'Xan'], joined: [true, false, true, true], shown: [true, false, false, true],
      qr: [null, 'data:image/svg+xml,1', null, null], urls: ['http://h/seat.html#t=a', 'http://h/seat.html#t=b', 'http://h/seat.html#t=c', 'http://h/seat.html#t=d'],
    };
    expect(phoneRows(p)).toEqual([
      { seat: 0, name: 'Ane', joined: true, qr: null, url: 'http://h/seat.html#t=a', hand: 'in' },
      { seat: 1, name: 'Peio', joined: false, qr: 'data:image/svg+xml,1', url: 'http://h/seat.html#t=b', hand: 'waiting' },
      { seat: 2, name: 'Maite', joined: true, qr: null, url: 'http://h/seat.html#t=c', hand: 'waiting' },
      { seat: 3, name: 'Xan', joined: true, qr: null, url: 'http://h/seat.html#t=d', hand: 'in' },
    ]);
    expect(phoneRows({ ...p, shown: null }).map((r) => r.hand)).toEqual([null, null, null, null]);
  });

  it('the panel follows the match: no match is a sentence and no seats; a match over shows the seats « partie terminée », without QR codes, links or hands', () => {
    const none: PhonesPanel = { players: [], joined: [], shown: null, qr: [], urls: [] };
    expect(phonesNoticeKey(none)).toBe('share.phonesNoMatch');
    expect(phoneRows(none)).toEqual([]);
    const playing: PhonesPanel = { players: ['Ane', 'Peio'], joined: [true, false], shown: [true, false], qr: [null, 'data:image/svg+xml,1'], urls: ['http://h/seat.html#t=a', 'http://h/seat.html#t=b'] };
    expect(phonesNoticeKey(playing)).toBe('share.phonesOn');
    const over = { ...playing, over: true as const };
    expect(phonesNoticeKey(over)).toBe('share.phonesOver');
    expect(phoneRows(over)).toEqual([
      { seat: 0, name: 'Ane', joined: true, over: true, qr: null, url: '', hand: null },
      { seat: 1, name: 'Peio', joined: false, over: true, qr: null, url: '', hand: null },
    ]);
  });

  it('« Nouveau lien »: asks main for the seat, the new panel on success; the refusal or a thrown call said otherwise', async () => {
    const asked: unknown[] = [];
    const fresh: PhonesPanel = { players: ['Ane', 'Peio'], joined: [true, false], shown: null, qr: [null, 'data:image/svg+xml,new'], urls: ['http://h/seat.html#t=a', 'http://h/seat.html#t=new'] };
    let reply: Result<PhonesPanel> = { ok: true, value: fresh };
    const share = { newLink: async (req: { seat: number }) => (asked.push(req), reply) };
    expect(await renewLink(share, 1)).toEqual({ phones: fresh, error: null });
    expect(phoneRows(fresh)[1]).toMatchObject({ joined: false, qr: 'data:image/svg+xml,new', url: 'http://h/seat.html#t=new' });
    reply = { ok: false, error: { code: 'phones/unavailable', message: 'the display is not shared with the phones' } };
    expect(await renewLink(share, 0)).toEqual({ error: reply.error });
    expect(asked).toEqual([{ seat: 1 }, { seat: 0 }]);
    const gone = { newLink: async () => { throw new Error('ipc closed'); } };
    expect(await renewLink(gone, 0)).toEqual({ error: { code: 'share/failed', message: 'ipc closed' } });
  });
});
