// Every project's tests in one jest run (what `npm test` does): one start, one transform cache, and the files
// of all projects shared by the workers, the slowest first. Each project keeps its own config, which
// `nx test <project>` still runs alone.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

const configsUnder = (dir) =>
  readdirSync(path.join(__dirname, dir), { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const config = path.join(__dirname, dir, entry.name, 'jest.config.cjs');
    return existsSync(config) ? [config] : configsUnder(path.join(dir, entry.name));
  });

// testTimeout counts once per run: each project's own is set by a setup file of its files.
const project = (file) => {
  const config = require(file);
  if (!config.testTimeout) return file;
  const setup = [...(config.setupFilesAfterEnv ?? []), path.join(__dirname, 'tools/jest/project-timeout.cjs')];
  return { ...config, setupFilesAfterEnv: setup, globals: { ...config.globals, projectTestTimeout: config.testTimeout } };
};

module.exports = {
  // jest's default keeps a core for itself, which waits: on 2 cores that would be one worker.
  maxWorkers: '100%',
  projects: [
    ...configsUnder('apps'),
    ...configsUnder('libs'),
    // The API suite once more on the embedded database and inline queue, when the first ran on real servers.
    ...(process.env.DATABASE_URL || process.env.REDIS_URL ? [path.join(__dirname, 'apps/api/jest.embedded.config.cjs')] : []),
  ].map(project),
};
