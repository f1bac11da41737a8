/**
 * IPC handlers of the display sharing ({@link SHARE_BRIDGE}): start, stop and read the
 * read-only display server; "Téléphones aux places" starts it with the players' phones (the
 * phones' routes on the same server, `src-main/phones/attach-phones.ts`) and pushes their panel. Registered by `serveBridge` (the control window only; the
 * payload checked and rebuilt by {@link checkShareStart}); refusals are data (`ipc/…`, `share/…`).
 * Also lists the URLs a TV can use: the machine's LAN IPv4 addresses, then the loopback.
 */
import { isIP } from 'node:net';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { keyedDisplayUrl, type DisplayServer } from '../../net/display-server.js';
import { shareUrls } from '../../net/display-urls.js';
import { handle, serveBridge, type IpcMainLike, type SenderGuard } from '../ipc-registrar.js';
import type { Result } from '../../../shared/types.js';
import { bad, checkNothing, isInt, isObj } from '../../../shared/bridge/table/table-validate.js';
import { SHARE_BRIDGE, SHARE_DEFAULT_HOST, SHARE_DEFAULT_PORT, type SeatRequest, type ShareState } from '../../../shared/bridge/share/share-contract.js';
import type { PhonesPanel } from '../../../shared/phones/lobby.js';
import type { DisplayServerOptions } from '../../net/display-server.js';

/** A checked start request: both fields filled in. */
export interface ShareListen {
  host: string;
  port: number;
}

/**
 * Checks a start request `{port?, host?}` (or nothing): `port` 0 or 1024-65535, `host` an IPv4 or
 * IPv6 literal (no names: what is listened on must be explicit). Defaults filled in.
 */
export function checkShareStart(x: unknown, defaults: ShareListen = { host: SHARE_DEFAULT_HOST, port: SHARE_DEFAULT_PORT }, path = 'share'): Result<ShareListen> {
  if (x === undefined || x === null) return { ok: true, value: { ...defaults } };
  if (!isObj(x)) return bad(path, 'an object {port?, host?}');
  let port = defaults.port;
  if (x.port !== undefined) {
    if (!(x.port === 0 || isInt(x.port, 1024, 65535))) return bad(`${path}.port`, 'a port from 1024 to 65535 (or 0: any free port)');
    port = x.port;
  }
  let host = defaults.host;
  if (x.host !== undefined) {
    if (typeof x.host !== 'string' || x.host.length > 64 || isIP(x.host) === 0) return bad(`${path}.host`, 'an IP address of this machine (0.0.0.0: every interface)');
    host = x.host;
  }
  return { ok: true, value: { host, port } };
}


/** The phones of the table, for "Téléphones aux places" (`AttachedPhones` of `src-main/phones/attach-phones.ts`). */
export interface SharePhones {
  extend: NonNullable<DisplayServerOptions['extend']>;
  listening(host: string, port: number): void;
  panel(): Promise<PhonesPanel>;
  /** The seats of the match in progress (0 without one). */
  seats(): number;
  /** A new link for a seat: the panel with its new QR code (`PhoneTable.newLink`). */
  newLink(seat: number): Promise<Result<PhonesPanel>>;
}

/**
 * Checks a new-link request `{seat}`: `seat` a whole number from 0 to `seats - 1` (the seats of the
 * match in progress; none without a match). Refusals `ipc/bad-payload` naming the field.
 */
export function checkSeatRequest(x: unknown, seats: number, path = 'payload'): Result<SeatRequest> {
  if (!isObj(x)) return bad(path, 'an object {seat}');
  if (seats === 0) return bad(`${path}.seat`, 'no match in progress: no seat to give a new link');
  if (!isInt(x.seat, 0, seats - 1)) return bad(`${path}.seat`, `a seat of the match in progress: a whole number from 0 to ${seats - 1}`);
  return { ok: true, value: { seat: x.seat } };
}

/** What the share handlers need. */
export interface ShareIpcDeps {
  guard: SenderGuard;
  server: Pick<DisplayServer, 'start' | 'stop' | 'info' | 'clientCount'> & Partial<Pick<DisplayServer, 'displayKey' | 'setExtend' | 'extended' | 'publishLobby'>>;
  /** The table's phones (absent: "Téléphones aux places" answers `phones/unavailable`). */
  phones?: SharePhones;
  /** Tells the control window the phones' panel (null: no phones now). */
  sendPhones?: (p: PhonesPanel | null) => void;
  /** Where to listen when the request does not say (default `0.0.0.0:8740`). */
  defaults?: ShareListen;
  /** The network interfaces (default `os.networkInterfaces()`; tests pass their own). */
  interfaces?: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
}

/** The sharing state of a server, or null when it does not run. */
export function shareState(d: Pick<ShareIpcDeps, 'server' | 'interfaces'>): ShareState | null {
  const info = d.server.info();
  if (!info) return null;
  const urls = shareUrls(info.host, info.port, (d.interfaces ?? networkInterfaces)());
  const url = urls[0] ?? info.url;
  const key = d.server.displayKey;
  return { url, urls, ...(key ? { keyedUrl: keyedDisplayUrl(url, key) } : {}), host: info.host, port: info.port, clients: d.server.clientCount(), ...(d.server.extended ? { phones: true } : {}) };
}

/**
 * Registers the share handlers on `ipc`.
 * @returns the function that removes them.
 */
export function registerShareIpc(ipc: IpcMainLike, d: ShareIpcDeps): () => void {
  const noPhones = () => {
    d.server.publishLobby?.(null);
    d.sendPhones?.(null);
  };
  const start = async (at: ShareListen, phones: SharePhones | null): Promise<Result<ShareState>> => {
    d.server.setExtend?.(phones ? phones.extend : null);
    const r = await d.server.start(at);
    if (!r.ok) {
      noPhones();
      return r;
    }
    if (phones) {
      // the seats' links follow the address and port; the panel reaches the window and the TVs
      phones.listening(at.host, r.value.port);
      const p = await phones.panel();
      d.server.publishLobby?.(p);
      d.sendPhones?.(p);
    } else noPhones();
    return { ok: true, value: shareState(d)! };
  };
  return serveBridge(ipc, d.guard, SHARE_BRIDGE, {
    start: handle((x) => checkShareStart(x, d.defaults), (at) => start(at, null)),
    startPhones: handle(
      (x) => checkShareStart(x, d.defaults),
      async (at): Promise<Result<ShareState>> => {
        if (!d.phones) return { ok: false, error: { code: 'phones/unavailable', message: 'phones cannot be served here' } };
        return start(at, d.phones);
      },
    ),
    stop: handle(checkNothing, async (): Promise<Result<null>> => {
      await d.server.stop();
      noPhones();
      return { ok: true, value: null };
    }),
    getState: handle(checkNothing, () => ({ ok: true, value: shareState(d) })),
    getPhones: handle(checkNothing, async (): Promise<Result<PhonesPanel | null>> => ({
      ok: true,
      value: d.phones && d.server.info() && d.server.extended ? await d.phones.panel() : null,
    })),
    newLink: handle(
      (x) => checkSeatRequest(x, d.phones?.seats() ?? 0),
      async ({ seat }): Promise<Result<PhonesPanel>> => {
        if (!d.phones || !d.server.info() || !d.server.extended) return { ok: false, error: { code: 'phones/unavailable', message: 'the display is not shared with the phones' } };
        // the new panel also reaches the window and the TVs through the phones' watch (attach-phones)
        return d.phones.newLink(seat);
      },
    ),
  });
}
