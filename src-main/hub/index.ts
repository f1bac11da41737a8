/** The tournament hub (issue 13, docs/hub.md): the server, its store, and the table's shipper. */
export { HubServer, boardAddress, boardFiles, hubUrl, joinAddress, qrSvg, sourceBoardFiles } from './hub-server.js';
export type { HubServerOptions, HubListen, HubInfo, HubCodeLock } from './hub-server.js';
export { HubStore, HUB_FILE_FORMAT } from './hub-store.js';
export type { HubFile, HubStoreOptions } from './hub-store.js';
export { TableShipper, ShippingSink, joinHub } from './table-shipper.js';
export type { HubLink, ShipperStatus, ShipperOptions } from './table-shipper.js';
