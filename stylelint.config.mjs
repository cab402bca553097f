// Stylelint as Taro's project template sets it up (`stylelint-config-standard`), in its SCSS form
// (`stylelint-config-standard-scss`: the same rules plus SCSS syntax). `npm run lint` runs it over src/**/*.scss;
// the pre-commit hook over the staged .scss files. The rules turned off or widened below are the ones that clash
// with Taro's or NutUI's conventions, each saying why.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard-scss'],
  rules: {
    // BEM, as NutUI names its own classes (`nut-cell__title--large`): block__element--modifier, not kebab-case.
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
      { message: 'Class names are BEM in kebab-case: block__element--modifier' },
    ],
    // `page` is the mini-program's root element (Taro styles it in H5 as well); `taro-*` are Taro's H5 elements.
    'selector-type-no-unknown': [true, { ignoreTypes: ['page', '/^taro-/'] }],
    // rpx is the mini-program's unit (Taro's pxtransform writes it; a stylesheet may too).
    'unit-no-unknown': [true, { ignoreUnits: ['rpx'] }],
    // The browsers we serve (package.json browserslist: Chrome 66, iOS 12) lack `inset` (Chrome 87, Safari 14.1)
    // and two-value `overflow` (Safari 15): the longhands stay.
    'declaration-block-no-redundant-longhand-properties': [true, { ignoreShorthands: ['inset', 'overflow'] }],
    // `word-break: break-word` is the one way iOS 12 breaks a long word only where it must (`overflow-wrap:
    // anywhere` arrives in Safari 15.4).
    'declaration-property-value-keyword-no-deprecated': [true, { ignoreKeywords: ['break-word'] }],
    // Blank lines are Prettier's (npm run format): a comment sits right above the declaration it explains.
    'comment-empty-line-before': null,
    'scss/double-slash-comment-empty-line-before': null,
    'declaration-empty-line-before': null,
    'custom-property-empty-line-before': null,
  },
}
