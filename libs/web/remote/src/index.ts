export type { RemotePages, RemotePagesModule } from './lib/remote-pages';
export { renderStandaloneRemote } from './lib/render-standalone-remote';
