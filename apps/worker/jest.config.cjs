module.exports = {
  ...require('../../tools/jest/preset.cjs'),
  displayName: 'worker',
  rootDir: __dirname,
  testTimeout: 60_000,
};
