module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-documents',
  rootDir: __dirname,
};
