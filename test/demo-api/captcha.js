'use strict'

// Image captcha: 4 random characters drawn into a 120×48 SVG with some noise, returned as a
// data URL. Upstream (mews/captcha) returns a PNG data URL; an SVG data URL works the same
// way in an <img>/<Image> and needs no image library.

const crypto = require('node:crypto')

const WIDTH = 120
const HEIGHT = 48
const LENGTH = 4
// No 0/O/o, 1/l/I/i: the answer is checked case-insensitively and must be readable.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz'

const rand = (min, max) => min + crypto.randomInt(max - min + 1)
const randomColor = (min, max) => `rgb(${rand(min, max)},${rand(min, max)},${rand(min, max)})`

function randomAnswer() {
  let answer = ''
  for (let i = 0; i < LENGTH; i += 1) answer += ALPHABET[crypto.randomInt(ALPHABET.length)]
  return answer
}

/** SVG markup for `answer`. */
function renderSvg(answer) {
  const parts = []
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${randomColor(225, 250)}"/>`)
  for (let i = 0; i < 5; i += 1) {
    parts.push(
      `<line x1="${rand(0, WIDTH)}" y1="${rand(0, HEIGHT)}" x2="${rand(0, WIDTH)}" y2="${rand(0, HEIGHT)}" stroke="${randomColor(120, 200)}" stroke-width="${rand(1, 2)}"/>`
    )
  }
  for (let i = 0; i < 20; i += 1) {
    parts.push(
      `<circle cx="${rand(0, WIDTH)}" cy="${rand(0, HEIGHT)}" r="1" fill="${randomColor(100, 200)}"/>`
    )
  }
  const step = WIDTH / (LENGTH + 1)
  ;[...answer].forEach((char, i) => {
    const x = Math.round(step * (i + 1))
    const y = rand(30, 38)
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana, Arial, sans-serif" font-size="${rand(24, 30)}" font-weight="bold" text-anchor="middle" fill="${randomColor(20, 110)}" transform="rotate(${rand(-25, 25)} ${x} ${y})">${char}</text>`
    )
  })
  // Two curves over the text, like most captcha images.
  for (let i = 0; i < 2; i += 1) {
    parts.push(
      `<path d="M0 ${rand(10, 38)} Q ${rand(30, 90)} ${rand(0, 48)} ${WIDTH} ${rand(10, 38)}" stroke="${randomColor(60, 160)}" stroke-width="1.5" fill="none"/>`
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
}

/** A new captcha: `{answer, svg, img}` where img is a data:image/svg+xml;base64 URL. */
function createCaptchaImage() {
  const answer = randomAnswer()
  const svg = renderSvg(answer)
  return { answer, svg, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

module.exports = { createCaptchaImage, ALPHABET, WIDTH, HEIGHT }
