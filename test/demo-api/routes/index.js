'use strict'

// Every route module, in registration order. A module is `(api) => { api.get(path, [options], handler) … }`;
// to add an area (courses, orders, exams…) create routes/<area>.js and list it here.

module.exports = [
  require('./system'),
  require('./auth'),
  require('./member'),
  require('./agreements'),
  require('./courses'),
  require('./comments'),
  require('./images'),
  require('./media'),
  require('./home'),
  require('./site'),
  require('./search'),
  require('./study'),
  require('./orders'),
  require('./announcements'),
  require('./paper'),
  require('./growth'),
  require('./pages'),
  require('./demo'),
]
