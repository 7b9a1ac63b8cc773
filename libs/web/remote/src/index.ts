export { lazyPage, type RemoteBuildManifest, type RemotePages, type RemotePagesModule } from './lib/remote-pages';
export { renderStandaloneRemote } from './lib/render-standalone-remote';
