module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-migrations',
  rootDir: __dirname,
};
