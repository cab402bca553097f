// Style imports (`import './index.scss'`) do nothing under Jest.
module.exports = {}
