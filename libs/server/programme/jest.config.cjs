module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-programme',
  rootDir: __dirname,
};
