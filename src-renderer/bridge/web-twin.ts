/**
 * A browser twin of a bridge, derived from the bridge's one declaration
 * (`shared/bridge/bridge-map.ts`): the methods the page can do are given, every other invoke
 * channel answers `refusal` (e.g. `box/unavailable`: no serial port in a page) and every other push
 * channel is a listener that never fires. A channel added to the declaration is thus refused in a
 * browser until the page implements it — no third file to touch.
 */
import { listenerName, type BridgeMap, type BridgeOf } from '../../shared/bridge/bridge-map.js';
import type { Result } from '../../shared/types.js';

/**
 * The bridge `decl` in a browser: `impl`'s methods, the rest answering `refusal` (a `Result` error)
 * or never firing (listeners; their unsubscribe does nothing).
 */
export function webTwin<B extends BridgeMap>(decl: B, refusal: Result<never>, impl: Partial<BridgeOf<B>>): BridgeOf<B> {
  const out: Record<string, unknown> = {};
  for (const [key, e] of Object.entries(decl)) {
    if (e.kind === 'invoke') out[key] = async () => refusal;
    else out[listenerName(key)] = () => () => {};
  }
  return { ...out, ...impl } as BridgeOf<B>;
}
