import type { IncomingMessage } from 'node:http';

export declare const CLIENT_ADDRESS_HEADER: 'x-inkpost-client-address';
export declare const CLIENT_ADDRESS_MAC_HEADER: 'x-inkpost-client-address-mac';
export declare function createClientAddressStamp(key?: Buffer): (request: IncomingMessage) => void;
