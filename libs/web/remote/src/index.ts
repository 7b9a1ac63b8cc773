export { lazyPage, type RemotePages, type RemotePagesModule } from './lib/remote-pages';
export { renderStandaloneRemote } from './lib/render-standalone-remote';
