module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-profiles',
  rootDir: __dirname,
};
