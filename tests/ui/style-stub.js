// Stylesheets imported by components mean nothing to jsdom: every .css import resolves to this empty module.
module.exports = {};
