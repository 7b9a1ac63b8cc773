import { defineConfig } from '@rspack/cli';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../../tools/web-build/federation';

// @rspack/cli loads this file as ESM: derive __dirname from the module URL.
const dir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig((_env, argv) => remoteConfig({ name: 'axel', dir, devPort: 8104, isDev: argv.mode !== 'production' }));
