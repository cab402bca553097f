// Image imports resolve to a file name under Jest.
module.exports = 'test-file-stub'
