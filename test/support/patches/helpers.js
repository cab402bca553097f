'use strict'
// Shared by the tests of config/patches/: a webpack-chain config like the one Taro hands to `h5.webpackChain`,
// and module resolution through the aliases a patch sets (webpack's own resolver).
const fs = require('fs')
const os = require('os')
const path = require('path')
const Chain = require('webpack-chain')
const { ResolverFactory, CachedInputFileSystem } = require('enhanced-resolve')

const ROOT = path.resolve(__dirname, '..', '..', '..')

/** Resolves `request` from `from` (a folder) with the chain's aliases, as webpack would. */
function resolveWith(chain, request, from = ROOT) {
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    useSyncFileSystemCalls: true,
    alias: chain.toConfig().resolve?.alias ?? {},
    extensions: ['.js', '.ts', '.tsx', '.json'],
    conditionNames: ['import', 'module', 'browser', 'default'],
    mainFields: ['browser', 'module', 'main'],
  })
  return resolver.resolveSync({}, from, request)
}

/** A new empty folder under the system's temporary one. */
function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-patch-'))
}

const read = (file) => fs.readFileSync(file, 'utf8')

module.exports = { ROOT, Chain, resolveWith, tempDir, read }
