module.exports = require('../jest.web.cjs')(__dirname, 'web-conversation');
