// Brotli and gzip copies of every text asset, made once at build time: the API (@fastify/static
// `preCompressed`) and nginx (`gzip_static` / `brotli_static`) send them as they are, no CPU per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
// Below this, the headers cost more than the bytes saved.
const MIN_BYTES = 1024;

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every other change to the assets (HTML, hashes): the copies must match what is served.
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!TEXT.test(asset.name)) continue;
            const raw = asset.source.buffer();
            if (raw.length < MIN_BYTES) continue;
            const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
            const gz = gzipSync(raw, { level: 9 });
            if (br.length < raw.length) compilation.emitAsset(`${asset.name}.br`, new RawSource(br));
            if (gz.length < raw.length) compilation.emitAsset(`${asset.name}.gz`, new RawSource(gz));
          }
        },
      );
    });
  }
}
