module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-admin',
  rootDir: __dirname,
};
