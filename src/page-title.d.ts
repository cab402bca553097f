// Type source for `@/page-title`. The build (and Jest, through moduleFileExtensions) picks page-title.h5.ts or
// page-title.weapp.ts by TARO_ENV.

/**
 * The page's title is `title` once it is known (a course's, a video's or a paper's name, the site name), as plain
 * text: H5 sets `document.title` (again whenever the page shows, as Taro's router puts the route's title back);
 * the mini-program sets its native bar. Nothing happens while `title` is empty.
 */
export declare function usePageTitle(title: string | null | undefined): void

/** Sets the title now, as text (H5: `document.title`; the mini-program: its native navigation bar). */
export declare function showPageTitle(title: string): void
