/**
 * An action refused, as data: the `action/…` code, the JSON path of the field at fault and a
 * message naming the rule. Every stage's file refuses through {@link err}; the state is left as it
 * was (`transition`) or thrown away (`applyInPlace`).
 */
import type { EngineError, ErrorSeats } from '../types.js';
import type { ActionCode } from '../errors/index.js';

/**
 * An action refused: its code, the JSON path, and a message naming the rule (`path: message (rule)`).
 * @param rule the article broken, e.g. `FFMus art. 7`; also kept as the error's `rule` field.
 * @param seats the seats it is about (0-based), kept as the error's `seats` field: the screens and the
 *   command line name them in their words (the message names them by their numbers in the file).
 * @param params the figures the message names (a minimum, an amount), kept as the error's `params`:
 *   its `code#names` sentence says them in a person's language (`shared/i18n/errors/*.ts`).
 */
export function err(code: ActionCode, path: string, message: string, rule?: string, seats?: ErrorSeats, params?: EngineError['params']): EngineError {
  const e: EngineError = { code, path, message: `${path}: ${message}${rule ? ` (${rule})` : ''}` };
  if (rule) e.rule = rule;
  if (seats) e.seats = seats;
  if (params) e.params = params;
  return e;
}
