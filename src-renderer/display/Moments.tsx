/**
 * The moments announced to the room (`moments-store.ts`, `moment-text.ts`): the moment at the head
 * of the queue shows on top of the display in large type, and is read out by a screen reader (a
 * status region). The queue, the time each banner stays and what is spoken are in the store.
 */
import type { MomentsStore } from './moments-store.js';
import { bannerOf } from './moment-text.js';
import { useT } from '../app/use-t.js';

/** The banner of the moment on screen (none when the queue is empty). */
export function Moments({ moments }: { moments: MomentsStore }) {
  const { lang } = useT();
  const head = moments.head.value;
  const b = head ? bannerOf(head.moment, head.view, lang) : null;
  return (
    <div role="status" aria-live="assertive" class="moments">
      {head && b && (
        <p key={head.key} class={`moment moment-${head.moment.kind}`} data-testid="moment" data-kind={head.moment.kind} data-key={head.key}>
          <span class="moment-main">{b.main}</span>
          {b.sub && <small>{b.sub}</small>}
        </p>
      )}
    </div>
  );
}
