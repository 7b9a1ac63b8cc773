module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-assignments',
  rootDir: __dirname,
};
