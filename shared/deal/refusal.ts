/**
 * An action refused, as data: the `action/…` code, the JSON path of the field at fault and a
 * message naming the rule. Every stage's file refuses through {@link err}; the state is left as it
 * was (`transition`) or thrown away (`applyInPlace`).
 */
import type { EngineError } from '../types.js';
import type { ActionCode } from '../errors/index.js';

/**
 * An action refused: its code, the JSON path, and a message naming the rule (`path: message (rule)`).
 * @param rule the article broken, e.g. `FFMus art. 7`; also kept as the error's `rule` field.
 */
export function err(code: ActionCode, path: string, message: string, rule?: string): EngineError {
  const e: EngineError = { code, path, message: `${path}: ${message}${rule ? ` (${rule})` : ''}` };
  if (rule) e.rule = rule;
  return e;
}
