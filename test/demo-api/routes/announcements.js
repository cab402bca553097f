'use strict'

// Filled in by the issue "Training extras".

module.exports = function announcementsRoutes(api) {}
