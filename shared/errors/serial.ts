/** `serial/…`: the serial port and its line protocol (`src-main/serial/`, docs/button-box.md). */
export type SerialCode =
  | 'serial/list-failed' // listing the serial ports failed
  | 'serial/no-port' // no port to open
  | 'serial/no-box' // no button box answered on any port
  | 'serial/open-failed' // the port cannot be opened
  | 'serial/port-error' // the open port reported an error
  | 'serial/disconnected' // the port vanished
  | 'serial/version' // the box speaks another protocol version
  | 'serial/garbage' // bytes that are not a line of text
  | 'serial/bad-hello' // a hello line not shaped as the protocol says
  | 'serial/bad-key-line' // a key line not shaped `K <seq> <KEY>`
  | 'serial/unknown-line' // a line the protocol does not know
  | 'serial/overlong' // a line longer than the protocol allows (80 bytes), dropped whole
  | 'serial/out-of-order' // a key number skipping ahead of the next one expected: not taken, the box resends from the last ack
  | 'serial/unknown-key' // a key the key map does not know
  | 'serial/debounced' // a key repeated within the debounce time: taken for a bounce
  | 'serial/rate-limited'; // too many keys per second: the key was not taken

/** The protocol's refusals of a line (`serial/protocol.ts`). */
export type SerialLineCode = Extract<SerialCode, 'serial/garbage' | 'serial/bad-hello' | 'serial/bad-key-line' | 'serial/unknown-line'>;
