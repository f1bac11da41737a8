/**
 * Hook points for the services other parts of the app provide to the match in the main process:
 * the journal and library (`src-main/journal`) and the serial button box (`src-main/serial`).
 *
 * TODO(lead): wire them here. Nothing else in `src-main/electron` needs to change:
 * - `journalFor`: return a `JournalSink` whose `append` is durable before it returns;
 * - `recover`: rebuild the last unfinished match from its journal (`TableSession.recover`);
 * - `attachServices`: start the serial bridge on a session (it calls `session.command(cmd, 'box')`;
 *   every change is broadcast to the windows by the session host, whatever its source).
 */
import type { JournalSink, TableSession } from '../session/table-session.js';

/** What the session host asks of the other services. */
export interface SessionServices {
  /** The journal for a new match, or null to play without one. */
  journalFor(id: string, created: string): JournalSink | null;
  /** The match to resume at start-up, or null. */
  recover(): TableSession | null;
  /** Called with each session made current; returns the function that detaches the services. */
  attachServices(session: TableSession): () => void;
}

/**
 * Attaches the app's services (serial bridge…) to a session.
 * @returns the function that detaches them (called when the match is closed or replaced).
 */
export function attachServices(session: TableSession): () => void {
  // TODO(lead): start the serial bridge here, e.g. `const bridge = startSerialBridge(session); return () => bridge.stop();`
  void session;
  return () => {};
}

/** The services used by the app until the lead wires the real ones. */
export const defaultServices: SessionServices = {
  journalFor: () => null, // TODO(lead): open the journal in src-main/journal
  recover: () => null, // TODO(lead): recover the last unfinished match from the journal
  attachServices,
};
