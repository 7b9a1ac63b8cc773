module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-conversation',
  rootDir: __dirname,
};
