'use strict'

// Filled in by the issue "Training extras".

module.exports = function paperRoutes(api) {}
