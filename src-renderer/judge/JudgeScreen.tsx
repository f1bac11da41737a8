/** The judge's view of one match. TODO(helper): step through, ledger, what if, corrections, print. */
export function JudgeScreen(props: { id: string }) {
  return <main id="main" class="judge" data-match={props.id} />;
}
