module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-calls',
  rootDir: __dirname,
};
