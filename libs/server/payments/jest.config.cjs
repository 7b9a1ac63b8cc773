module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-payments',
  rootDir: __dirname,
};
