/**
 * Runs a command that writes on the process's own streams (`mus table`, `mus serve`) in process:
 * its exit code and what it wrote on standard output and standard error.
 */
import { vi } from 'vitest';

/** @returns the command's exit code, and its standard output and error as text */
export async function runCaptured(cmd: (argv: string[]) => Promise<number>, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => { out += String(s); return true; });
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => { err += String(s); return true; });
  try {
    return { code: await cmd(argv), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}
