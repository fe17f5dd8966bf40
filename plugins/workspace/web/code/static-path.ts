// The plugins container's public path (`/plugins/`), set by the bundler at run time.
declare const __webpack_public_path__: string;

/** Where the workspace's files built outside the container live: Monaco's workers, the page-preview host (scripts/build-web.ts). */
export const workspaceStaticPath = (): string => `${__webpack_public_path__}workspace-static/`;
