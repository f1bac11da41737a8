/** The match library screen. TODO(helper): list, search, delete, export, import, standings. */
export function LibraryScreen() {
  return <main id="main" class="library" />;
}
