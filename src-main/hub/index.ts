/** The tournament hub (issue 13, docs/hub.md): the server, its store, and the table's shipper. */
export { HubServer, boardAddress, boardFiles, hubUrl, joinAddress, qrSvg, sourceBoardFiles } from './hub-server.js';
export type { HubServerOptions, HubListen, HubInfo, HubCodeLock } from './hub-server.js';
export { HubStore, HubFileDamaged } from './hub-store.js';
export type { HubStoreOptions } from './hub-store.js';
export { HUB_FILE_FORMAT, readHubFile } from '../../shared/hub/hub-file.js';
export type { HubFile } from '../../shared/hub/hub-file.js';
export { TableShipper, ShippingSink, joinHub } from './table-shipper.js';
export type { HubLink, ShipperStatus, ShipperOptions } from './table-shipper.js';
