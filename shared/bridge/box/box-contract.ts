/**
 * The serial button-box part of the bridge contract (issue #4): list the ports, connect to one (or
 * detect a box by its hello), disconnect, and follow the bridge's state (connected, reconnecting,
 * last key, warnings). Types and channel names only: main (`box-ipc.ts`), the preload and the
 * browser (`src-renderer/bridge/web-box.ts`, where no serial port exists) share it.
 */
import type { BridgeMode, BridgeState } from './box-state.js';
import type { Result } from '../../types.js';

/** IPC channel names of the button box. */
export const BOX_CHANNELS = {
  /** → `PortListing[]`. Control window only. */
  listPorts: 'mus:box:ports',
  /** {@link BoxConnectRequest} → null. Control window only. */
  connect: 'mus:box:connect',
  /** → null. Control window only. */
  disconnect: 'mus:box:disconnect',
  /** → `BridgeState | null`. Any app window. */
  getState: 'mus:box:state:get',
  /** main → every window: the bridge state after a change (throttled). */
  state: 'mus:box:state',
} as const satisfies Record<string, keyof BoxChannels | keyof BoxEvents>;

/** The box's invoke channels ({@link BOX_CHANNELS}): request → reply. */
export type BoxChannels = {
  'mus:box:ports': (req: void) => Result<PortListing[]>;
  'mus:box:connect': (req: BoxConnectRequest) => Result<null>;
  'mus:box:disconnect': (req: void) => Result<null>;
  'mus:box:state:get': (req: void) => Result<BridgeState | null>;
};

/** What main pushes on the box's push channel. */
export type BoxEvents = {
  'mus:box:state': BridgeState | null;
};

/** How to connect: a port path (or null: detect a box by its hello), the baud rate and the mode. */
export interface BoxConnectRequest {
  path: string | null;
  baudRate: number;
  mode: BridgeMode;
  /** Key map for keypad mode, as JSON text (docs/button-box.md), or null for the identity map. */
  keymap: string | null;
}

/** The button-box part of {@link MusBridge} (`bridge.box`). `available` is false in a browser. */
export interface BoxBridge {
  readonly available: boolean;
  listPorts(): Promise<Result<PortListing[]>>;
  connect(req: BoxConnectRequest): Promise<Result<null>>;
  disconnect(): Promise<Result<null>>;
  getState(): Promise<Result<BridgeState | null>>;
  onState(cb: (s: BridgeState | null) => void): () => void;
}

/** A serial port as listed by the platform (paths of ptys are typed by hand; they are never listed). */
export interface PortListing {
  path: string;
  manufacturer?: string;
  serialNumber?: string;
  vendorId?: string;
  productId?: string;
}
