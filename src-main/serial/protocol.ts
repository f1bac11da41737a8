/**
 * The button-box line protocol, version 1 (`docs/button-box.md`): pure parsing and formatting of
 * the ASCII lines exchanged with a box. No I/O here; the bridge (`bridge.ts`) and the simulator
 * (`sim/box-simulator.ts`) both use these functions, so they cannot drift apart.
 */
import type { SerialLineCode } from '../../shared/errors/index.js';

/** Protocol version spoken by this app. A box announcing another version is refused. */
export const PROTOCOL_VERSION = 1;

/** Default line settings: 115200 baud, 8 data bits, no parity, 1 stop bit. */
export const DEFAULT_BAUD = 115200;

/** Longest line accepted from a box, in bytes (without the newline). Longer lines are dropped and counted. */
export const MAX_LINE = 80;

/** Sequence numbers run 1..65535 and wrap back to 1 (0 means "nothing acknowledged yet"). */
export const SEQ_MAX = 65535;

/** The next sequence number after `seq` (65535 → 1). */
export function nextSeq(seq: number): number {
  return seq >= SEQ_MAX ? 1 : seq + 1;
}

/**
 * How far `seq` is ahead of `base` on the wrapping 1..65535 circle (0 when equal).
 * A result above {@link SEQ_MAX}/2 means `seq` is behind `base`.
 */
export function seqDistance(base: number, seq: number): number {
  if (base === 0) return seq; // nothing acknowledged: every seq is ahead
  return (((seq - base) % SEQ_MAX) + SEQ_MAX) % SEQ_MAX;
}

/** A line received from a box, classified. */
export type BoxLine =
  /** `HELLO MUSBOX <version> <box-id> <session> <last-acked>`: the box introduces itself. */
  | { kind: 'hello'; version: number; id: string; session: string; lastAcked: number }
  /** `K <seq> <KEY>`: a key press with its sequence number. */
  | { kind: 'key'; seq: number; key: string }
  /** `PING`: the box checks the app is there (answered with `PONG`). */
  | { kind: 'ping' }
  /** `# …`: a debug comment from the firmware, ignored. Empty lines too. */
  | { kind: 'ignore' }
  /** Anything else, with the reason. */
  | { kind: 'bad'; code: BadLineCode; message: string };

/** Why a line was refused (`shared/errors/serial.ts`). */
export type BadLineCode = SerialLineCode;

const PRINTABLE = /^[\x20-\x7e\t]*$/;
const BOX_ID = /^[A-Za-z0-9_.-]{1,16}$/;
const SESSION = /^[0-9A-Fa-f]{1,8}$/;
const KEY_NAME = /^[A-Za-z0-9_]{1,16}$/;
const SEQ = /^[0-9]{1,5}$/;

/** True when a line holds only printable ASCII (and tabs): anything else is line noise or a wrong baud rate. */
export function isPrintable(line: string): boolean {
  return PRINTABLE.test(line);
}

/**
 * Classifies one line from a box in protocol mode. `line` is the text between two newlines with a
 * trailing `\r` already removed (Arduino `println` ends lines with `\r\n`).
 */
export function parseBoxLine(line: string): BoxLine {
  if (!isPrintable(line)) return { kind: 'bad', code: 'serial/garbage', message: 'the line holds bytes that are not printable ASCII (line noise, or a wrong baud rate)' };
  const t = line.trim();
  if (t === '' || t.startsWith('#')) return { kind: 'ignore' };
  const w = t.split(/\s+/);
  switch (w[0]) {
    case 'K': {
      const [, seqText, key] = w;
      if (w.length !== 3 || seqText === undefined || key === undefined || !SEQ.test(seqText) || !KEY_NAME.test(key)) {
        return { kind: 'bad', code: 'serial/bad-key-line', message: `a key line is "K <seq> <KEY>", got ${JSON.stringify(t)}` };
      }
      const seq = Number(seqText);
      if (seq < 1 || seq > SEQ_MAX) return { kind: 'bad', code: 'serial/bad-key-line', message: `sequence number ${seq} is outside 1-${SEQ_MAX}` };
      return { kind: 'key', seq, key: key.toUpperCase() };
    }
    case 'HELLO': {
      // HELLO MUSBOX <version> <id> <session> <last-acked> [extra tokens ignored]
      const [, magic, version, id, session, acked] = w;
      if (magic !== 'MUSBOX' || version === undefined || id === undefined || session === undefined || acked === undefined
        || !/^[0-9]{1,3}$/.test(version) || !BOX_ID.test(id) || !SESSION.test(session) || !SEQ.test(acked)) {
        return { kind: 'bad', code: 'serial/bad-hello', message: `a hello is "HELLO MUSBOX <version> <box-id> <session> <last-acked>", got ${JSON.stringify(t)}` };
      }
      const lastAcked = Number(acked);
      if (lastAcked > SEQ_MAX) return { kind: 'bad', code: 'serial/bad-hello', message: `last-acked ${lastAcked} is outside 0-${SEQ_MAX}` };
      return { kind: 'hello', version: Number(version), id, session: session.toLowerCase(), lastAcked };
    }
    case 'PING':
      return w.length === 1 ? { kind: 'ping' } : { kind: 'bad', code: 'serial/unknown-line', message: `unexpected ${JSON.stringify(t)}` };
    default:
      return { kind: 'bad', code: 'serial/unknown-line', message: `unknown line ${JSON.stringify(t.slice(0, 24))}` };
  }
}

/** What the app tells the box about the table, one field per feedback line. */
export interface Feedback {
  /** Seats to light, in speaking order (the seat whose cards are typed at the showdown). */
  turn: number[];
  /** Phase being played (`mus`, `grande` … `punto`), or null at the showdown / match end. */
  phase: string | null;
  /** The prompt (`mus discard declare open answer answer-ordago showdown suit over`; `suit`: a sota's suit asked for at the showdown). */
  prompt: string;
  /** Tantos of each team in the manche in progress, and manches won. */
  score: { A: number; B: number; manchesA: number; manchesB: number };
  /** Digits typed for an amount (empty when none). */
  pad: string;
}

/** Feedback as protocol lines, keyed by line name (`TURN`, `PHASE`, `SCORE`, `PAD`). */
export function feedbackLines(f: Feedback): Record<'TURN' | 'PHASE' | 'SCORE' | 'PAD', string> {
  return {
    TURN: `TURN ${f.turn.length ? f.turn.join('') : '-'}`,
    PHASE: `PHASE ${f.phase ?? '-'} ${f.prompt}`,
    SCORE: `SCORE ${f.score.A} ${f.score.B} ${f.score.manchesA} ${f.score.manchesB}`,
    PAD: `PAD ${f.pad || '-'}`,
  };
}

/** App → box lines. */
export const appLine = {
  /** Asks the box to (re)send its hello. */
  who: () => 'WHO',
  /** Accepts the box's hello. */
  welcome: (players: number) => `WELCOME ${PROTOCOL_VERSION} ${players}`,
  /** Refuses the box's hello (unsupported version), with a code. */
  nope: (code: string) => `NOPE ${code}`,
  /** Cumulative acknowledgement: every key up to `seq` was received (applied or refused). */
  ack: (seq: number) => `ACK ${seq}`,
  /** The key `seq` was refused: the box blinks. `seq` is `-` in plain keypad mode. */
  err: (seq: number | null, code: string) => `ERR ${seq ?? '-'} ${code}`,
  pong: () => 'PONG',
} as const;

/** An app → box line, classified (used by the box simulator). */
export type AppLine =
  | { kind: 'who' }
  | { kind: 'welcome'; version: number; players: number }
  | { kind: 'nope'; code: string }
  | { kind: 'ack'; seq: number }
  | { kind: 'err'; seq: number | null; code: string }
  | { kind: 'turn'; seats: number[] }
  | { kind: 'phase'; phase: string | null; prompt: string }
  | { kind: 'score'; A: number; B: number; manchesA: number; manchesB: number }
  | { kind: 'pad'; digits: string }
  | { kind: 'pong' }
  | { kind: 'other'; line: string };

/** Parses a line sent by the app (what a box firmware does). Unknown lines come back as `other`. */
export function parseAppLine(line: string): AppLine {
  const w = line.trim().split(/\s+/);
  const n = (s: string | undefined) => (s !== undefined && /^[0-9]+$/.test(s) ? Number(s) : NaN);
  switch (w[0]) {
    case 'WHO': return { kind: 'who' };
    case 'WELCOME': return { kind: 'welcome', version: n(w[1]), players: n(w[2]) };
    case 'NOPE': return { kind: 'nope', code: w[1] ?? '' };
    case 'ACK': return Number.isFinite(n(w[1])) ? { kind: 'ack', seq: n(w[1]) } : { kind: 'other', line };
    case 'ERR': return { kind: 'err', seq: w[1] === '-' ? null : n(w[1]), code: w[2] ?? '' };
    case 'TURN': return { kind: 'turn', seats: !w[1] || w[1] === '-' ? [] : [...w[1]].map(Number) };
    case 'PHASE': return { kind: 'phase', phase: !w[1] || w[1] === '-' ? null : w[1], prompt: w[2] ?? '' };
    case 'SCORE': return { kind: 'score', A: n(w[1]), B: n(w[2]), manchesA: n(w[3]), manchesB: n(w[4]) };
    case 'PAD': return { kind: 'pad', digits: !w[1] || w[1] === '-' ? '' : w[1] };
    case 'PONG': return { kind: 'pong' };
    default: return { kind: 'other', line };
  }
}
