module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-auth',
  rootDir: __dirname,
};
