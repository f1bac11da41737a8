/**
 * The serial button-box part of the bridge contract (issue #4): list the ports, connect to one (or
 * detect a box by its hello), disconnect, and follow the bridge's state (connected, reconnecting,
 * last key, warnings). Its one declaration, {@link BOX_BRIDGE}, and the types: main (`box-ipc.ts`), the preload and the
 * browser (`src-renderer/bridge/web-box.ts`, where no serial port exists) share it.
 */
import type { BridgeMode, BridgeState } from './box-state.js';
import type { Result } from '../../types.js';
import { answers, channelNames, invoke, nothing, push, sends, takes, type BridgeOf, type EventsOf, type WireOf } from '../bridge-map.js';

/**
 * The button box's one declaration (`../bridge-map.ts`): its channels, who may send, the request
 * and the reply of each. Channel names, wire types, {@link BoxBridge}, the preload object and main's
 * registration are derived from it.
 */
export const BOX_BRIDGE = {
  /** → `PortListing[]`. Control window only. */
  listPorts: invoke('mus:box:ports', 'control', nothing, answers<Result<PortListing[]>>()),
  /** {@link BoxConnectRequest} → null. Control window only. */
  connect: invoke('mus:box:connect', 'control', takes<BoxConnectRequest>(), answers<Result<null>>()),
  /** → null. Control window only. */
  disconnect: invoke('mus:box:disconnect', 'control', nothing, answers<Result<null>>()),
  /** → `BridgeState | null`. Any app window. */
  getState: invoke('mus:box:state:get', 'any', nothing, answers<Result<BridgeState | null>>()),
  /** main → every window: the bridge state after a change (throttled). Gives `onState`. */
  state: push('mus:box:state', sends<BridgeState | null>()),
} as const;

/** IPC channel names of the button box (derived from {@link BOX_BRIDGE}). */
export const BOX_CHANNELS = channelNames(BOX_BRIDGE);

/** The box's invoke channels: request → reply. */
export type BoxChannels = WireOf<typeof BOX_BRIDGE>;

/** What main pushes on the box's push channel. */
export type BoxEvents = EventsOf<typeof BOX_BRIDGE>;

/** How to connect: a port path (or null: detect a box by its hello), the baud rate and the mode. */
export interface BoxConnectRequest {
  path: string | null;
  baudRate: number;
  mode: BridgeMode;
  /** Key map for keypad mode, as JSON text (docs/button-box.md), or null for the identity map. */
  keymap: string | null;
}

/** The button-box part of {@link MusBridge} (`bridge.box`). `available` is false in a browser. */
export interface BoxBridge extends BridgeOf<typeof BOX_BRIDGE> {
  readonly available: boolean;
}

/** A serial port as listed by the platform (paths of ptys are typed by hand; they are never listed). */
export interface PortListing {
  path: string;
  manufacturer?: string;
  serialNumber?: string;
  vendorId?: string;
  productId?: string;
}
