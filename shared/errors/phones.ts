/** `phones/…`: a table played from the players' phones (issue 26: `shared/phones/`, `src-main/phones/`, the seat page). */
export type PhonesCode =
  | 'phones/bad-token' // the link is not a seat of this table (another table's, an old match's, one renewed from the control window, garbage)
  | 'phones/match-ended' // the link is a seat of a match closed at the table (or replaced by another) since the table started: the phone shows « match ended »
  | 'phones/bad-origin' // a tap that is not JSON from the table's own page
  | 'phones/bad-request' // a tap's body or one of its fields is not what the table takes (the message names the field)
  | 'phones/bad-hand' // the four cards sent are not a hand (the message names the card)
  | 'phones/bad-amount' // an imido or a discard count this act may not take
  | 'phones/too-large' // a body over the server's limit
  | 'phones/too-many' // too many requests from one device in a minute
  | 'phones/seat-moved' // another phone took this seat since (rescanned its QR code)
  | 'phones/not-your-turn' // another seat is to speak (params.name: who)
  | 'phones/already-said' // the deal moved on since the phone last saw it (params.name, params.act: who said what; params.kanta: 1 when that see answered a hordago, « kanta »)
  | 'phones/deal-moved-on' // a tap made for another deal than the one in progress (a tap sent again after the Wi-Fi came back: params.tapped, params.now): nothing done
  | 'phones/not-open' // this act is not open to this seat now
  | 'phones/match-over' // the match is over
  | 'phones/not-showdown' // a hand sent before the dialogue is over
  | 'phones/not-in-deal' // a hand sent from a seat out of the deal (a misdeal)
  | 'phones/nothing-to-undo' // an undo asked at the start of the match
  | 'phones/no-undo-asked' // an undo accepted when none is asked
  | 'phones/undo-withdrawn' // an undo accepted after the match moved on since it was asked
  | 'phones/same-team' // an undo accepted by the team that asked it (the other team accepts)
  | 'phones/not-recorded' // a confirmed hand could not be kept on disk: not confirmed
  | 'phones/link-not-recorded' // a seat's new link (control window) could not be kept on disk: the old link stays
  | 'phones/key-not-recorded' // the host page's key could not be kept on disk (`mus serve` does not start without it)
  | 'phones/bad-host-key' // a request of the host page (`mus serve`'s operator page) without its key, or with a wrong one
  | 'phones/unavailable' // no phones at this table (a browser page cannot serve them)
  | 'phones/offline' // the seat page cannot reach the table (said by the page itself)
  | 'phones/failed'; // the table could not answer (an unexpected failure)
