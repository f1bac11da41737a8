/**
 * Key maps: keyboard keys and button-box key names to {@link TableCommand}s. Both devices go
 * through `interpret` (`input/commands.ts`), the single path from a key to an engine action.
 * The keyboard letters follow the table's words: p paso, i imido, g gehiago, h hordago,
 * k iduki/kanta, t tira, b ba, e ez, m mus, x mintza (cut), d discard.
 */
import type { TableCommand } from './commands.js';

/** A keyboard event reduced to what the map reads. */
export interface KeyPress {
  key: string;
  ctrl?: boolean;
  alt?: boolean;
  shift?: boolean;
}

/** Cards typed at the showdown: 1-7, s c r (sota, caballo, rey), or 0 - = for 10 11 12. */
const SHOWDOWN_CARDS: Record<string, number> = { s: 10, c: 11, r: 12, '0': 10, '-': 11, '=': 12 };

/**
 * Maps a key press to a command. `atShowdown` switches digits and letters to cards.
 * @returns null for a key that means nothing here.
 */
export function keyToCommand(k: KeyPress, atShowdown: boolean): TableCommand | null {
  const key = k.key;
  if (k.ctrl && (key === 'z' || key === 'Z')) return k.shift ? { cmd: 'redo' } : { cmd: 'undo' };
  if (k.ctrl && (key === 'y' || key === 'Y')) return { cmd: 'redo' };
  if (k.ctrl) return null;
  if (k.alt && /^[1-6]$/.test(key)) return { cmd: 'seat', seat: Number(key) - 1 };
  if (key === 'Backspace') return { cmd: 'back' };
  if (key === 'Enter') return { cmd: 'enter' };
  if (atShowdown) {
    // the arrows move between the typed cards (the next card typed replaces the one reached)
    if (key === 'ArrowLeft') return { cmd: 'move', dir: 'left' };
    if (key === 'ArrowRight') return { cmd: 'move', dir: 'right' };
    if (key === 'ArrowUp') return { cmd: 'move', dir: 'up' };
    if (key === 'ArrowDown') return { cmd: 'move', dir: 'down' };
    // suits with Shift (lower-case c is the caballo): Shift+O oros, Shift+C copas, Shift+E espadas, Shift+B bastos
    if (k.shift && /^[OCEBoceb]$/.test(key)) return { cmd: 'suit', suit: key.toLowerCase() as 'o' | 'c' | 'e' | 'b' };
    if (/^[1-7]$/.test(key)) return { cmd: 'card', number: Number(key) };
    const lower = key.toLowerCase();
    const figure = Object.hasOwn(SHOWDOWN_CARDS, lower) ? SHOWDOWN_CARDS[lower] : undefined;
    if (figure !== undefined) return { cmd: 'card', number: figure };
    if (lower === 'n') return { cmd: 'next' };
    return null;
  }
  if (/^[0-9]$/.test(key)) return { cmd: 'digit', digit: Number(key) };
  switch (key) {
    case 'p': return { cmd: 'pass' };
    case 'i': return { cmd: 'bet' };
    case 'I': case 'B': return { cmd: 'bet', both: true };
    case 'g': return { cmd: 'raise' };
    case 'h': return { cmd: 'ordago' };
    case 'H': return { cmd: 'ordago', both: true };
    case 'k': return { cmd: 'see' };
    case 't': return { cmd: 'fold' };
    case 'b': return { cmd: 'ba' };
    case 'e': return { cmd: 'ez' };
    case 'm': return { cmd: 'mus' };
    case 'x': return { cmd: 'cut' };
    case 'd': return { cmd: 'discard' };
    case 'u': return { cmd: 'undo' };
    default: return null;
  }
}

/**
 * Button-box key names (protocol `docs/button-box.md`) to commands. A user key map (plain keypad
 * mode) maps a device's own key names onto these names.
 */
export const BOX_KEYS: Readonly<Record<string, TableCommand>> = {
  PASS: { cmd: 'pass' },
  BET: { cmd: 'bet' },
  RAISE: { cmd: 'raise' },
  ORDAGO: { cmd: 'ordago' },
  BIAK: { cmd: 'bet', both: true },
  BIAK_ORDAGO: { cmd: 'ordago', both: true },
  SEE: { cmd: 'see' },
  FOLD: { cmd: 'fold' },
  BA: { cmd: 'ba' },
  EZ: { cmd: 'ez' },
  MUS: { cmd: 'mus' },
  CUT: { cmd: 'cut' },
  DISCARD: { cmd: 'discard' },
  D0: { cmd: 'digit', digit: 0 }, D1: { cmd: 'digit', digit: 1 }, D2: { cmd: 'digit', digit: 2 },
  D3: { cmd: 'digit', digit: 3 }, D4: { cmd: 'digit', digit: 4 }, D5: { cmd: 'digit', digit: 5 },
  D6: { cmd: 'digit', digit: 6 }, D7: { cmd: 'digit', digit: 7 }, D8: { cmd: 'digit', digit: 8 },
  D9: { cmd: 'digit', digit: 9 },
  SOTA: { cmd: 'card', number: 10 },
  CABALLO: { cmd: 'card', number: 11 },
  REY: { cmd: 'card', number: 12 },
  SEAT0: { cmd: 'seat', seat: 0 }, SEAT1: { cmd: 'seat', seat: 1 }, SEAT2: { cmd: 'seat', seat: 2 },
  SEAT3: { cmd: 'seat', seat: 3 }, SEAT4: { cmd: 'seat', seat: 4 }, SEAT5: { cmd: 'seat', seat: 5 },
  BACK: { cmd: 'back' },
  ENTER: { cmd: 'enter' },
  UNDO: { cmd: 'undo' },
  REDO: { cmd: 'redo' },
  NEXT: { cmd: 'next' },
  OROS: { cmd: 'suit', suit: 'o' },
  COPAS: { cmd: 'suit', suit: 'c' },
  ESPADAS: { cmd: 'suit', suit: 'e' },
  BASTOS: { cmd: 'suit', suit: 'b' },
};

/** Looks up a box key name (case-insensitive). At the showdown a digit key D1-D7 is a card, D0 a sota. */
export function boxKeyToCommand(name: string): TableCommand | null {
  return BOX_KEYS[name.toUpperCase()] ?? null;
}
