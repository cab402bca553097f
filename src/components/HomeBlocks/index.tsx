import { Blank } from './Blank'
import { GridNav } from './GridNav'
import { GzhCard } from './GzhCard'
import { ImageGroup } from './ImageGroup'
import { Slider } from './Slider'
import { VodGroup } from './VodGroup'
import type { ViewBlock } from '@/services/api/view-blocks'
import './index.scss'

/** One view block of the home page (the parser has already dropped what cannot be drawn). */
function HomeBlock({ block }: { block: ViewBlock }) {
  switch (block.sign) {
    case 'blank':
      return <Blank block={block} />
    case 'slider':
      return <Slider items={block.items} />
    case 'grid-nav':
      return <GridNav block={block} />
    case 'image-group':
      return <ImageGroup block={block} />
    case 'h5-gzh-v1':
      return <GzhCard block={block} />
    case 'h5-vod-v1':
      return <VodGroup block={block} />
    default:
      return null
  }
}

/** The home page's blocks, in the server's order. */
export function HomeBlocks({ blocks }: { blocks: readonly ViewBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <HomeBlock key={block.key} block={block} />
      ))}
    </>
  )
}
