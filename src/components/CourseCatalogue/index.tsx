import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import ArrowDown from '@nutui/icons-react-taro/dist/es/icons/ArrowDown.js'
import PlayCircleFill from '@nutui/icons-react-taro/dist/es/icons/PlayCircleFill.js'
import { a11y } from '@/platform/a11y'
import type { CatalogueGroup, Video, WatchRecord } from '@/services/api/types'
import { formatDuration } from '@/utils/time'
import { CATALOGUE_TEXT } from './text'
import './index.scss'

interface CourseCatalogueProps {
  /** Chapters in order with their videos; `chapter: null` holds the videos without one. */
  catalogue: CatalogueGroup[]
  /** Where the learner stopped in each video (`videoWatchedProgress`), by video id. */
  progress: Record<number, WatchRecord>
  /** The video playing now (the player page), highlighted. */
  currentVideoId?: number
  /** The course is neither free nor bought: videos with `free_seconds > 0` get 试看. */
  trial: boolean
  onOpen(video: Video): void
}

/** 已学完 once the learner reached the last second (a player reports whole seconds), else 学习到 mm:ss. */
export function watchedMark(video: Video, record: WatchRecord | undefined): string | null {
  if (!record || record.watch_seconds <= 0) return null
  if (video.duration > 0 && record.watch_seconds >= video.duration - 1) return CATALOGUE_TEXT.finished
  return CATALOGUE_TEXT.progress(record.watch_seconds)
}

const groupName = (group: CatalogueGroup) => (group.chapter ? `chapter-${group.chapter.id}` : 'chapter-none')

/**
 * A course's catalogue (course detail 目录, the player's 目录): chapters, all open at first and folded by a
 * tap on their title, then the videos without a chapter under 无章节内容; a course without any chapter lists its
 * videos alone. A row: 试看, title, duration and
 * where the learner stopped; the current video is highlighted.
 *
 * Hand-written rather than NutUI's Collapse, which hides a panel by a measured pixel height: measured in
 * Chromium, the chapters of a freshly opened 目录 tab stay empty (height 0) for about 150 ms before they
 * open, and in the mini-program it keeps the first measurement of each panel (getRectInMultiPlatform's cache),
 * so a row that grows later (学习到 after the player) would be clipped. A folded chapter here simply does not
 * render its videos.
 */
export function CourseCatalogue({
  catalogue,
  progress,
  currentVideoId,
  trial,
  onOpen,
}: CourseCatalogueProps) {
  // What the learner closed (a reloaded catalogue keeps them closed; new chapters come open).
  const [closed, setClosed] = useState<string[]>([])

  const rows = (videos: Video[]) => (
    <View className="course-catalogue__videos">
      {videos.map((video) => (
        <VideoRow
          key={video.id}
          video={video}
          mark={watchedMark(video, progress[video.id])}
          current={video.id === currentVideoId}
          trial={trial && video.free_seconds > 0}
          onOpen={onOpen}
        />
      ))}
    </View>
  )

  // A course without chapters (MeEdu groups its videos under chapter 0, sent as a list `[[…]]`): the videos
  // alone, without a 无章节内容 heading to fold.
  if (catalogue.every((group) => group.chapter === null)) {
    const videos = catalogue.flatMap((group) => group.videos)
    if (videos.length === 0) {
      return (
        <View className="course-catalogue__empty" data-testid="catalogue-empty">
          <Text>{CATALOGUE_TEXT.empty}</Text>
        </View>
      )
    }
    return (
      <View className="course-catalogue">
        <View
          id="chapter-none"
          data-open="true"
          className="course-catalogue__group course-catalogue__group--open"
        >
          {rows(videos)}
        </View>
      </View>
    )
  }

  const toggle = (name: string) =>
    setClosed((now) => (now.includes(name) ? now.filter((item) => item !== name) : [...now, name]))

  return (
    <View className="course-catalogue">
      {catalogue.map((group) => {
        const name = groupName(group)
        const open = !closed.includes(name)
        return (
          <View
            key={name}
            id={name}
            data-open={open ? 'true' : 'false'}
            className={`course-catalogue__group${open ? ' course-catalogue__group--open' : ''}`}
          >
            <View
              id={`${name}-header`}
              className="course-catalogue__header"
              // Folds the chapter: a button named by the chapter's title, expanded while its videos show.
              {...a11y('button', { expanded: open })}
              onClick={() => toggle(name)}
            >
              <Text className="course-catalogue__chapter">
                {group.chapter ? group.chapter.title : CATALOGUE_TEXT.noChapter}
              </Text>
              <ArrowDown className="course-catalogue__arrow" size={12} />
            </View>
            {!open ? null : group.videos.length === 0 ? (
              <Text className="course-catalogue__chapter-empty">{CATALOGUE_TEXT.emptyChapter}</Text>
            ) : (
              rows(group.videos)
            )}
          </View>
        )
      })}
    </View>
  )
}

function VideoRow({
  video,
  mark,
  current,
  trial,
  onOpen,
}: {
  video: Video
  mark: string | null
  current: boolean
  trial: boolean
  onOpen(video: Video): void
}) {
  return (
    <View
      id={`video-${video.id}`}
      className={`course-catalogue__video${current ? ' course-catalogue__video--current' : ''}`}
      data-current={current ? 'true' : 'false'}
      // Plays the video: a button named by what the row shows (H5 also marks the playing one aria-current).
      {...a11y('button', { current })}
      onClick={() => onOpen(video)}
    >
      {current ? (
        // The icon says 正在播放 to the eye; as a named image it says it aloud, in the row's name (the
        // mini-program has no aria-current).
        <View
          className="course-catalogue__playing"
          style={{ display: 'flex' }}
          {...a11y('img', { label: CATALOGUE_TEXT.playing })}
        >
          <PlayCircleFill size={14} />
        </View>
      ) : null}
      {trial ? (
        <Tag className="course-catalogue__trial" type="primary" plain>
          {CATALOGUE_TEXT.trial}
        </Tag>
      ) : null}
      <Text className="course-catalogue__title">{video.title}</Text>
      <View className="course-catalogue__side">
        {mark ? (
          <Text
            className={`course-catalogue__mark${mark === CATALOGUE_TEXT.finished ? ' course-catalogue__mark--done' : ''}`}
          >
            {mark}
          </Text>
        ) : null}
        <Text className="course-catalogue__duration">{formatDuration(video.duration)}</Text>
      </View>
    </View>
  )
}
