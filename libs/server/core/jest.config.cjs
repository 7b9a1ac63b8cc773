module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-core',
  rootDir: __dirname,
};
