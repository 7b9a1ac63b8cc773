module.exports = {
  ...require('../../../tools/jest/preset.cjs'),
  displayName: 'server-reminders',
  rootDir: __dirname,
};
