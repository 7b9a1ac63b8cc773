// Jest settings of the web projects: the shared swc preset in jsdom, plus the browser gaps jsdom leaves.
const path = require('node:path');
const preset = require('../../tools/jest/preset.cjs');

module.exports = (rootDir, displayName) => ({
  ...preset,
  displayName,
  rootDir,
  testEnvironment: 'jsdom',
  // antd renders are slow in jsdom, more so when Nx runs lint and type checks beside the tests.
  testTimeout: 20_000,
  // antd's packages resolve to their CommonJS builds, which reach into the ESM ones (`…/es/…`) here and there:
  // only those are compiled (compiling every antd and rc- module slowed each project on a cold cache).
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/[^/]+|@rc-component/[^/]+|rc-[^/]+|antd)/es/)'],
  setupFiles: [path.join(__dirname, 'jest.setup.ts')],
  // The UI kit's deep imports of antd (antd/es/…) run on the CommonJS build that `antd` resolves to here,
  // so both share one ConfigProvider context.
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'), '^antd/es/(.*)$': 'antd/lib/$1', ...preset.moduleNameMapper },
});
