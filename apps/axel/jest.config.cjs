module.exports = require('../../libs/web/jest.web.cjs')(__dirname, 'axel');
