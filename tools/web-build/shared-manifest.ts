// Which files of a build hold each shared module it provides: `shared.json`, read by the web-weight e2e
// spec to tell whose copy of React or of the UI kit a page downloaded (the shell's, or a remote's own).
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export const SHARED_MANIFEST = 'shared.json';

/** Shared name → the build's files holding the module it provides (not the chunks split off it). */
export type SharedManifest = Record<string, string[]>;

// How rspack names a provide module: "provide shared module (default) react@19.3.1 = /…/react/index.js".
const PROVIDE = /^provide shared module \([^)]*\) (.+)@[^@ ]* = (.+)$/;

export class SharedManifestPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SharedManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const { modules = [], chunks = [] } = compilation.getStats().toJson({ all: false, modules: true, chunks: true, ids: true });
        const filesOf = new Map(chunks.map((chunk) => [chunk.id, chunk.files ?? []]));
        const provided = new Map<string, string>();
        for (const module of modules) {
          const match = PROVIDE.exec(module.name ?? '');
          if (match) provided.set(match[2], match[1]);
        }
        const manifest: SharedManifest = {};
        for (const module of modules) {
          const name = module.nameForCondition && provided.get(module.nameForCondition);
          if (!name) continue;
          const files = (module.chunks ?? []).flatMap((id) => filesOf.get(id) ?? []).filter((file) => file.endsWith('.js'));
          manifest[name] = [...new Set([...(manifest[name] ?? []), ...files])].sort();
        }
        compilation.emitAsset(SHARED_MANIFEST, new RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}
