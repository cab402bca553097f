'use strict'
const fs = require('fs')
const path = require('path')

/** Every file below `dir`, recursively. */
function walk(dir) {
  const files = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...walk(full))
    else files.push(full)
  }
  return files
}

module.exports = { walk }
