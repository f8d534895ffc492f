/** Header set by proxy.ts so server code knows which page was asked for. */
export const PATH_HEADER = 'x-inkpost-path';
