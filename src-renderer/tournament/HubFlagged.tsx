/**
 * Under the tournament chip (`HubLinkStatus`), at a table whose match the hub took in with
 * corrections it flagged to the organizer: one line naming each (`hub-flagged.ts`). An alert: the
 * table's user learns that the organizer will look at that correction. In its own chunk (the bar's
 * start weight): loaded only when the hub flags one.
 */
import type { FlaggedCorrection } from '../../shared/session/correction-fields.js';
import { useT } from '../app/use-t.js';
import { hubFlaggedLines } from './hub-flagged.js';

/** The flagged corrections' lines (nothing when there is none). */
export function HubFlagged({ flagged }: { flagged: readonly FlaggedCorrection[] }) {
  const { t, lang } = useT();
  if (!flagged.length) return null;
  return (
    <p class="box-chip hub-flagged" role="alert" data-testid="hub-flagged">
      {hubFlaggedLines(flagged, t, lang).map((line, i) => (
        <span key={i}>{i > 0 && <br />}{line}</span>
      ))}
    </p>
  );
}
