/** Payload validation: every table command the keymaps produce passes; junk never throws. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '../../helpers/property-seed.js';
import { BOX_KEYS, keyToCommand } from '../../../shared/index.js';
import { checkCommand, checkCommandRequest, checkOpenDisplay, checkSettings, checkSetup, checkSetupForm } from '../../../shared/bridge/table/table-validate.js';
import { DEFAULT_FORM, toMatchSetup } from '../../../src-renderer/setup/form.js';

describe('checkCommand', () => {
  it('accepts every command of the box and keyboard maps, unchanged', () => {
    const cmds = [...Object.values(BOX_KEYS)];
    for (const key of 'pigkhtbemxdu0123456789IBH'.split('').concat(['Backspace', 'Enter'])) {
      for (const sd of [false, true]) {
        const c = keyToCommand({ key }, sd);
        if (c) cmds.push(c);
      }
    }
    cmds.push({ cmd: 'bet', amount: 40 }, { cmd: 'raise', amount: 1 }, { cmd: 'discard', count: 4 }, { cmd: 'bet', amount: 5, both: true });
    for (const c of cmds) expect(checkCommand(c)).toEqual({ ok: true, value: c });
  });

  it('returns data, never throws, on anything', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = checkCommand(x);
        return r.ok ? typeof r.value.cmd === 'string' : r.error.code === 'ipc/bad-payload';
      }),
      propertyRuns(31),
    );
    fc.assert(fc.property(fc.anything(), (x) => typeof checkSetup(x).ok === 'boolean' && typeof checkSettings(x).ok === 'boolean' && typeof checkOpenDisplay(x).ok === 'boolean' && typeof checkCommandRequest(x).ok === 'boolean'), propertyRuns(32));
  });
});

describe('setup payloads', () => {
  it('the default new-match form gives a valid setup: esku after the dealer', () => {
    const s = toMatchSetup(DEFAULT_FORM);
    const c = checkSetup(s);
    expect(c.ok).toBe(true);
    expect(s.esku).toBe(0);
    expect(s.players).toEqual(['1', '2', '3', '4']);
    expect(checkSetupForm(DEFAULT_FORM)).toEqual({ ok: true, value: DEFAULT_FORM });
  });

  it('names each bad field', () => {
    const r = checkSetupForm({ ...DEFAULT_FORM, juegoReal: 'yes' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('setup.juegoReal');
  });
});
