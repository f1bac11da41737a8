/** Saving a text as a file from the page: a Blob and a hidden `<a download>` (browser and Electron). */

/**
 * Offers `file.text` for download as `file.fileName`.
 * @param type the MIME type (`application/json`, `text/csv`).
 */
export function saveText(file: { fileName: string; text: string }, type: string): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // the download has started from the URL; free it a little later
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
