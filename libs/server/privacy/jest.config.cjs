module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-privacy',
  rootDir: __dirname,
};
