/**
 * Saving the judge's page as PDF (`LIBRARY_CHANNELS.printPdf`): asks where to save, prints the
 * sender's page with Electron's `printToPDF` (A4, backgrounds; the page's `@media print` CSS shows
 * only the settlement being judged), writes the file. Dependencies are injected (dialog, the
 * sender's webContents, the file writer) so it runs in Node tests without Electron.
 */
import type { IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import type { Result } from '../../../shared/types.js';

/** What {@link makePrintPdf} needs. */
export interface PrintPdfDeps {
  /** Electron's `dialog` (only `showSaveDialog` is used). */
  dialog: Pick<Electron.Dialog, 'showSaveDialog'>;
  /** The webContents that sent the request (`event.sender` in the app). */
  webContentsOf(event: IpcMainInvokeEvent): { printToPDF(opts: Electron.PrintToPDFOptions): Promise<Buffer> };
  /** Writes the PDF bytes (`fs.promises.writeFile` in the app). */
  writeFile(path: string, data: Buffer): Promise<void>;
  /** Folder the save dialog opens in (the user's documents folder in the app). */
  defaultDir(): string;
}

/** Longest file name proposed (without `.pdf`). */
const NAME_MAX = 100;

/**
 * A file name made from a title: characters file systems refuse (`< > : " / \ | ? *`, control
 * characters) become `-`, spaces are collapsed, leading dots and trailing dots/spaces dropped, at most
 * 100 characters, `.pdf` added; `mus-settlement.pdf` when nothing is left.
 */
export function pdfFileName(title: string): string {
  const clean = title
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, NAME_MAX)
    .replace(/[.\s]+$/, '');
  return `${clean || 'mus-settlement'}.pdf`;
}

/**
 * Makes the `printPdf` handler: `(event, title) → {path}` of the PDF written, `null` when the user
 * cancelled the save dialog, or `print/failed` (dialog, printing or writing failed) as data.
 */
export function makePrintPdf(deps: PrintPdfDeps): (event: IpcMainInvokeEvent, title: string) => Promise<Result<{ path: string } | null>> {
  return async (event, title) => {
    try {
      const choice = await deps.dialog.showSaveDialog({
        title,
        defaultPath: join(deps.defaultDir(), pdfFileName(title)),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      if (choice.canceled || !choice.filePath) return { ok: true, value: null };
      const path = /\.pdf$/i.test(choice.filePath) ? choice.filePath : `${choice.filePath}.pdf`;
      const data = await deps.webContentsOf(event).printToPDF({ printBackground: true, pageSize: 'A4' });
      await deps.writeFile(path, data);
      return { ok: true, value: { path } };
    } catch (e) {
      return { ok: false, error: { code: 'print/failed', message: `the PDF could not be saved: ${e instanceof Error ? e.message : String(e)}` } };
    }
  };
}
