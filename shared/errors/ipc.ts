/** `ipc/…`: a refused IPC sender or payload, or a handler that threw (`src-main/electron/ipc-registrar.ts`, `shared/bridge/*-validate.ts`). */
export type IpcCode =
  | 'ipc/untrusted-sender' // a message from an unknown sender
  | 'ipc/bad-payload' // a payload not shaped as the contract says
  | 'ipc/failed'; // the handler threw
