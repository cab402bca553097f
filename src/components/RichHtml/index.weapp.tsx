import { useMemo } from 'react'
import Taro from '@tarojs/taro'
import { RichText, View } from '@tarojs/components'
import { platform } from '@/platform'
import { sanitizeHtml, toRichTextNodes } from '@/utils/html'
import { splitBlocks } from './blocks'
import { classifyLink, type LinkTarget } from './link-target'
import { containerClass, followLink } from './links'
import type { RichHtmlComponent } from './types'
import './index.scss'

interface BlockLink {
  text: string
  target: LinkTarget
}

/** WeChat's action sheet takes at most 6 items. */
const SHEET_LIMIT = 6
const SHEET_TEXT_LENGTH = 20

function shorten(text: string): string {
  const chars = Array.from(text)
  return chars.length > SHEET_TEXT_LENGTH ? `${chars.slice(0, SHEET_TEXT_LENGTH - 1).join('')}…` : text
}

/** One link: follow it. Several: the learner picks one by its text (cancelling does nothing). */
async function openLinks(links: BlockLink[]): Promise<void> {
  if (links.length === 1) {
    followLink(links[0].target)
    return
  }
  const shown = links.slice(0, SHEET_LIMIT)
  try {
    const { tapIndex } = await Taro.showActionSheet({ itemList: shown.map((link) => shorten(link.text)) })
    const chosen = shown[tapIndex]
    if (chosen) followLink(chosen.target)
  } catch {
    // cancelled
  }
}

/**
 * Server HTML in the mini-program: rich-text nodes, one rich-text per top-level block. Nothing inside a
 * rich-text can be tapped, so a block holding links is tappable as a whole.
 */
export const RichHtml: RichHtmlComponent = ({ html, className, id }) => {
  const blocks = useMemo(
    () =>
      splitBlocks(sanitizeHtml(html)).map((block) => ({
        nodes: toRichTextNodes(block.nodes),
        links: block.links.flatMap(({ text, href }): BlockLink[] => {
          const target = classifyLink(href, platform.appUrl(''))
          return target ? [{ text, target }] : []
        }),
      })),
    [html]
  )

  return (
    <View id={id} className={containerClass(className)}>
      {blocks.map((block, index) =>
        block.links.length > 0 ? (
          <View
            key={index}
            className="rich-html__block rich-html__block--link"
            hoverClass="rich-html__block--pressed"
            onClick={() => void openLinks(block.links)}
          >
            <RichText className="rich-html__nodes" nodes={block.nodes} />
          </View>
        ) : (
          <RichText key={index} className="rich-html__block rich-html__nodes" nodes={block.nodes} />
        )
      )}
    </View>
  )
}
