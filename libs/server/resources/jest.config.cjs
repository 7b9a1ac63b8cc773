module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-resources',
  rootDir: __dirname,
};
