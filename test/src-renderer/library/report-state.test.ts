/** The library's report never shows a match's statistics under another match's id (the render between the id's change and its loading). */
import { describe, expect, it } from 'vitest';
import { reportFor } from '../../../src-renderer/library/report-state.js';

describe('reportFor', () => {
  it("gives the state of the match asked for, and nothing while another match's state is still held", () => {
    const full = { id: 'full-match', view: { phasesWon: 44 } };
    expect(reportFor(full, 'full-match')).toBe(full);
    expect(reportFor(full, 'counted-match')).toBeNull();
    expect(reportFor(null, 'counted-match')).toBeNull();
  });
});
