/** `print/…`: printing a deal's settlement to PDF (`src-main/electron/library/print-pdf.ts`). */
export type PrintCode =
  | 'print/failed'; // the save dialog, the printing or the writing of the PDF failed
